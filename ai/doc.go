// Package ai holds the bots of Starboard: a uniform random player, a greedy
// one-ply player, and information-set Monte Carlo tree search (ISMCTS).
//
// Bots play through the rules contract alone. A bot is handed the view of the
// seat it plays ([rules.Game.View]) and never the full state; whatever that
// seat cannot see, the bot samples with [rules.Game.Clone] and
// [rules.Game.Determinize], so it cannot cheat even by accident.
//
// A decision is a [Search]: [Bot.Think] starts one, [Search.Step] does a
// slice of work of a few milliseconds, and [Search.Best] is the move chosen
// so far. Interactive callers step a search on their own goroutine and yield
// between slices so the screen keeps its frame rate; batch callers use
// [Bot.Choose], which steps until done, or [PlayGame].
//
// Every decision draws from a generator seeded by the bot's seed and the
// view, so a bot with a given seed makes the same move from the same view,
// as long as its budget is counted in iterations rather than wall time.
//
// The search is single-observer ISMCTS (Cowling, Powley and Whitehouse,
// "Information Set Monte Carlo Tree Search", 2012): each iteration samples
// one determinization of the root view, walks down one shared tree choosing
// among the moves legal in that sample with UCB1 over availability counts,
// adds one node, plays a short random rollout, and backs up the reward of
// each seat to the nodes that seat moved into.
package ai

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
// as long as its budget is counted in iterations rather than wall time,
// on one platform: the last bits of math.Exp and math.Log differ between
// amd64 and WebAssembly, and a near tie can then fall the other way.
//
// The search is single-observer ISMCTS (Cowling, Powley and Whitehouse,
// "Information Set Monte Carlo Tree Search", 2012): each iteration samples
// one determinization of the root view, walks down one shared tree choosing
// among the moves legal in that sample with UCB1 over availability counts,
// adds one node, plays a short random rollout, and backs up the reward of
// each seat to the nodes that seat moved into.
//
// # Titles tuned on their own
//
// A level's configuration may differ by title: a title tunes the search
// with the Search of its rules.Title ([Level.TitleConfig]); bots made with
// [New] read it from the first view they are handed (rules.Searcher).
// Desolated is tuned so: its turn is a chain of many atomic moves,
// and a plain search spends its budget on orders of payment steps and
// judges some leaves after the other seats have replied and some before.
// There the search plans the rest of the deciding seat's turn
// ([Config.TurnHorizon]); it adds all the moves of a node at once, each
// scored one ply ahead, the root's over several samples as the greedy bot
// scores them ([Config.ExpandAll]); it plays each iteration's turn out
// greedily ([Config.GreedyRollout]); and it explores little. Measured with
//
//	starboard-cli sim desolated --seats bot:hard,bot:easy --games 200 --rotate --seed 1 --workers 2
//
// Hard (800 iterations) won 68.0% of 200 two-seat games against Easy,
// mean score 22.5 against 19.6, in 9 min 15 s on two shared cores; Normal
// (200 iterations) won 65.0% of 100 (--games 100). A Hard decision took
// about 19 ms there, Normal 6 ms, Easy 0.3 ms (BenchmarkDesolated*).
// TestDesolatedHardBeatsEasy replays a handful of such games and
// TestDesolatedDuel (-duel N) as many as asked.
//
// Gods Don't Play Dice is tuned too. There a plain search got worse with
// more iterations: its one tree chooses a teammate's placement by the
// average over samples of that teammate's hidden hand, as if the teammate
// could not read its own pawns, and the deeper the tree, the more of its
// values rest on such blind teammates. Its search instead plays every
// iteration out to the end of the game greedily, each seat knowing its own
// pawns in the sample, and scores the final check ([Config.GreedyRollout],
// [Config.ExpandAll]); the samples read teammates' placements and
// pointing as the signals they are (gods.State.Determinize). Such a search
// is capped by its playout, in which every seat sees every need of the
// sample and so serves needs its real counterpart could not read: more
// iterations did not score higher. Hard's playouts instead rank moves by
// what each seat has seen ([Config.JudgedRollout], gods.State.JudgePlayout),
// which over 240 games scored 1.2 points more than normal's playouts
// (docs/bots.md; its history in git log -p README.md).
//
// Revive plans the turn as Desolated does, and there more iterations
// within one turn did not make hard better than normal. Its hard level
// plays each plan on, greedily, through the other seats' turns and its own
// next turn before Evaluate judges it ([Config.ExtraTurns]): what a turn
// sets up shows only on the next, and hard beat normal in 35 of 40 games
// with 200 iterations against normal's 500. Those rollouts judge a turn
// later than a move's one-ply score and lower, so hard now puts the scores
// on the rollouts' scale ([Config.ScaledPriors]) and searches 400
// iterations (issue 28; rules/revive/doc.go, Bots). BenchmarkHardThinkTime
// reports the 95th percentile of a Hard decision for every title, and
// starboard-cli ladder how each level scores.
package ai

// Package seeders is the rules engine of Seeders from Sereis: Exodus, for
// two to four players.
//
// The rules are restated below clause by clause in our own words, each
// with the tag of its scenario test (TestP1Order tests [P1.order]). Then
// come the Rulings, where the rulebook leaves a gap, the Content we
// designed, the move and event vocabulary, and what is still Missing.
//
// # Aim and components
//
// [G.aim] Players design a Daughter Ark over four game turns of five phases:
// Preparation, Foundation, Negotiation, Integration and Prestige. The
// player with the most Prestige points (PP) at the end wins.
//
// [G.setup] The Wing of Whispers lies on its 2-player side for two players
// and on its 4-player side otherwise; with three players the two Airlock
// tiles close the Spots of the A areas (B areas in Expert Play), and a closed
// Spot cannot be used. Each player has six Negotiators, one per Caste, all
// [1]-[1], thirty Influence cubes and a Prestige marker on 0. Nobody starts
// with Resources or cards. The Ark pile is shuffled; the Secondary Crews
// (12 Workers, 9 Converts, 9 Priests), 8 Mutagen and 8 Jailer tokens lie
// by the board. The first player is drawn at random and turn 1 goes
// clockwise from them.
//
// [G.expert] Expert Play: airlocks on the B areas, one Apprentice, one
// Novice, two Workers, one Convert and one Priest out of the game, and the
// twelve Negotiation cards laid before the deal of the Foundation phase.
//
// # Phase 1, Preparation (skipped on turn 1)
//
// [P1.upkeep] Rotated cards are reset; the Turn token moves on.
//
// [P1.order] The player with the fewest PP chooses a free slot of the turn
// order first, then the others by increasing PP; players tied on PP choose
// in last turn's order. The last player takes the slot left. The turn is
// played in slot order.
//
// # Phase 2, Foundation
//
// [P2.deal] Each player is dealt four Ark cards (two with two players).
//
// [P2.discard] A player who kept a card from the last turn holds one card
// over the limit and discards one. All such players choose at the same
// time: each choice is committed secretly, and the discards are shown
// once all have chosen.
//
// [P2.draft] Thryïnn's Potentiality, instead of the deal: each player
// gets a pack of four cards, picks one secretly and lays it face down;
// once all have picked, the packs pass on, to the left on turns 1 and 3 and
// to the right on turns 2 and 4, until every card is drafted. With two
// players each keeps one card and gives the other to the opponent. A
// pick is seen by its picker alone: the others never learn which card of
// a pack went to whom.
//
// # Phase 3, Negotiation
//
// [N1.cards] The top twelve Ark cards are laid face up in the Chambers, in
// the Chambers' order.
//
// [N2.place] In turn order, each player places one Negotiator from their
// personal board on a free Spot, putting its influence in cubes on the two
// Zones the Spot touches: a [3]-[1] puts 3 on one Zone and 1 on the other,
// the player choosing which Zone gets which, never splitting otherwise.
// Rounds go on until every Spot is taken.
//
// [N2.social] A Negotiator adds one cube on each touching Zone whose card
// is of its own Caste.
//
// [N2.abilities] On their Negotiation turn, before or after placing, a
// player may use the abilities of their Ark (Activation, Natural and
// Sacrifice abilities, Mutagen and Jailer tokens, Safe transfers).
//
// [N3.resolve] Once every Spot is taken, the Chambers are settled in
// ascending order. The player with the most cubes on a Zone takes its card
// into hand and sends one of their Negotiators touching that Zone home,
// choosing which when several touch it; a winner with none left there
// still takes the card. The cubes of a Negotiator sent home stay until the
// end of the phase.
//
// [N3.tie] When the most cubes are tied, no cards included, the card is
// discarded and nobody sends a Negotiator home.
//
// [N4.upgrade] Every Negotiator still on the board gains one influence:
// [1]-[1] becomes [2]-[1]; [2]-[1] becomes [3]-[1] or [2]-[2], its owner
// choosing; [3]-[1] and [2]-[2] become [3]-[2]; [3]-[2] becomes [3]-[3],
// the maximum. Then all Negotiators and cubes go home.
//
// [N4.final] On turn 4 the Negotiators still on the board do not upgrade:
// each scores its owner PP equal to its two influence numbers added.
//
// # Phase 4, Integration
//
// [P4.turn] In turn order, each player in turn recycles, integrates, uses
// abilities and moves Crews, one action fully resolved after the other, as
// often as they like, then ends their phase.
//
// [P4.recycle] Recycling discards a card from hand for the Resources on its
// recycling bar; the Deviants' variable bar gives the turn number.
//
// [P4.integrate] Integrating pays a card's cost from Supply and Safes and
// puts it in the Ark; its PP are gained at once and its abilities are
// available. A Crew needs a controlled Unit with a free spot (a Unit hosts
// two Crews); a Unit needs nothing. Integrated cards cannot be recycled.
//
// [P4.integration] An Integration ability resolves at once and cannot be
// declined; when it cannot be resolved it is lost.
//
// [P4.activation] An Activation rotates the card and works once per game
// turn, paying its extra cost if any. A Natural ability pays its cost at
// every use and may be used again. A Sacrifice ability puts a controlled
// card of the given kind into the Discard Pile at every use (this is not a
// destruction).
//
// [P4.crews] A player may move their Crews from Unit to Unit; moving does
// not trigger anything again.
//
// [P4.vacant] When a Unit is destroyed, its Crews become Vacant: no longer
// controlled, abilities and tokens disabled. When their owner integrates a
// Unit they may host Vacant Crews in it, for free, and the Crews are
// controlled again. Crews still Vacant at the end of their owner's next
// Integration phase (this turn's if it has not happened yet) are
// discarded; a destroyed Unit's Resources are lost.
//
// [A1.mutagen] A card with Mutagen receives a Mutagen token when
// integrated, if any is left. On their turn its owner may turn the token
// Mutant side up onto any Crew in play, which becomes a Mutant.
//
// [A1.recruitment] A card with Recruitment draws a Secondary Crew of the
// named pile into its owner's hand when integrated; an empty pile loses the
// ability.
//
// [A1.jailer] A card with Jailer receives a Jailer token when integrated, if
// any is left. Spending the token and one Resource jails any Crew in play
// (into the spender's Jail) or frees a prisoner of one's own Jail into
// hand. A jailed, destroyed or sacrificed card's tokens go back to the
// supply.
//
// [A1.safe] On their Negotiation or Integration turn a player may move
// Resources between their Supply and their Safe Units, both ways.
// Resources in Safes pay costs but are not in the Supply.
//
// # Phase 5, Prestige
//
// [P5.reorder] All players rearrange their Crews among their Units at the
// same time: each one's choice stays secret until all have made theirs,
// then every arrangement is shown. No ability, token or Safe transfer may
// be used.
//
// [P5.score] In turn order each player scores the Prestige abilities of
// the cards they control: Affinity (PP for each controlled card of the
// kind), Majority (PP when they control strictly the most cards of the
// kind; a tie scores nobody), Safe (1 PP per Resource in the Safe) and
// Hospital (2 PP per Mutant Primary Crew the Unit hosts).
//
// [P5.empty] A Unit hosting no Crew scores none of its Prestige
// abilities; Vacant Crews score nothing.
//
// [G.end] After the Prestige phase of turn 4 the game ends; the most PP
// wins.
//
// # Named cards
//
// [C.archives] Archives takes the Unit discarded last.
// [C.ataraxium] Ataraxium counts every Crew card in the Discard Pile, however
// it got there. [C.smuggler] The Smuggler steals from a Supply, never a Safe.
// [C.rnd] The R&D Department is the only card used outside one's turn: in a
// window after the cards are laid and before the first Negotiator is placed,
// its holders use it in turn order. [C.conspirator] The Conspirator takes
// cubes of one player only and puts them on one Zone that holds only that
// player's cubes. [C.morphoplast] The Morphoplast takes its owner's
// Negotiators in hand: one of them may be placed face down, without cubes,
// its identity and orientation secret; at the start of the resolution the
// face-down Negotiators turn up in turn order and place their cubes (social
// bonus included). [C.apprentice] The Apprentice, a Core Crew, recruits a
// Worker when integrated; [C.novice] the Novice, a Theocrat Crew, recruits
// a Convert. Expert Play takes one of each out of the game.
//
// # Rulings
//
// Spots. The text gives no Spot count. Every player places all six
// Negotiators each turn: the 2-player side has 12 Spots (a ring of the
// twelve Chambers), the 4-player side 24 (three rows of four Chambers whose
// rows and columns close on themselves, four Spots per Chamber), and with
// three players the Airlocks close 6 Spots, leaving 18. Area A closes one
// Spot of every Chamber (three Spots each); area B closes three Spots
// around Chamber 2 and three around Chamber 11, a less even board.
//
// Cubes and gems. Thirty cubes per player and 45 gems are component counts
// the text never makes a limit of; a player never runs short here. A
// Negotiator can place at most 8 cubes, 6 Negotiators 48, so the 30 could
// in theory run out on the final turn; we let them.
//
// Hand. The rulebook implies a player keeps at most one card into the next
// turn. A player ends their Integration phase only with at most one card
// in hand: the rest must be recycled or integrated (recycling always gains
// Resources, so it is never worse than discarding).
//
// Upgrades. "Players may upgrade them" is automatic; the owner only picks
// the path of a [2]-[1].
//
// Payment. A cost is taken from the Supply first, then from Safes in card
// order. Since Safe transfers are free on one's turn, a player who wants to
// pay from a Safe first moves Resources out of it: every split is reachable.
//
// Targets. An ability with a target names it in the same move (one
// decision: "use this card on that Unit"). An Integration ability whose
// target cannot be found is lost.
//
// Mutants. The glossary says a Mutant is "a Unit card with a Mutant token",
// but the Caste ability puts the token "on any Crew in play": a Mutant is a
// Crew with a Mutant token, of any player, never a Vacant one; a Crew holds
// at most one. Hospital counts only Primary (Ark) Crews.
//
// Jail. "Any Crew in play" is any controlled Crew of any player, one's own
// included. A spent Jailer token goes back to the supply. A freed prisoner
// goes to the freeing player's hand, known to all.
//
// Vacant Crews. They can return only when their owner integrates a Unit
// (the literal text), right after that integration.
//
// Crew moves. Crews move on one's Integration turn and in the Prestige
// phase, not on a Negotiation turn. A Unit can be sacrificed only when it
// hosts no Crew ("You cannot intentionally remove a Crew from a Unit if you
// cannot place it in another Unit").
//
// Rearranging. The Prestige phase rearrangement is simultaneous, so it is
// played as a commitment: seat by seat in turn order, each seat moves its
// Crews one at a time and passes, and until the last seat has passed the
// other seats' views, events and texts show its Crews where they stood
// when the phase began. Then every moved Crew is shown, in turn order,
// before the scoring. (What an Ark scores depends on nobody else's
// arrangement, but a player still chooses without seeing the others.)
//
// Secondary Crews. "Two-sided" is read as a back of their own. Each pile
// holds one design. A Secondary Crew that reaches the Discard Pile stays
// there (Ataraxium counts it) until the pile is reshuffled into a new Ark
// pile; then it goes back to its own pile.
//
// Empty piles. An empty Ark pile is refilled from the Discard Pile
// (stated); Archives and Ataraxium read the Discard Pile as it stands.
//
// Winner. The text gives no tie-break: most Resources (Supply and Safes)
// wins a tie on PP, then the earlier slot of turn 4's order.
//
// Draft. With two players the packs hold two cards (the 2-player deal),
// so "keep one, give the other" is the whole draft. "Left" is the next seat
// in clockwise order. The last card of a pack is taken without a choice.
// A seat remembers every card of the packs it held, but not where each one
// went: it knows the cards it passed until the next seat has picked from
// them, and a last card it passed goes without a choice to the next seat,
// so it knows that one's place. After the draft, a player who kept a card
// discards one as after a deal.
//
// Airlock colours on Units have no rule and are not modelled.
//
// # Content
//
// See content.go: 54 Ark designs, nine per Caste, 27 cards per Caste, 68
// Units in all (42%); costs 1 to 5, recycling 1 to 3 or the turn number (Deviants),
// integration PP 0 to 4 (Originals high). The Technical abilities use one
// vocabulary of effects (Effect) read by one engine (ability.go).
//
// # Simulation
//
// go test -run Simulation ./rules/seeders/ -args -sim 200 plays 200
// games per seat count between equal random bots (default options):
//
//	seats  moves  mean score  wins by turn-4 place  largest hand  largest Ark
//	2      225    26.2        90 / 110              10            15
//	3      404    36.2        63 / 77 / 60          11            18
//	4      473    35.1        50 / 47 / 49 / 54     11            16
//
// Every one of the 54 Ark designs was integrated, and 778 Workers, 703
// Converts and 297 Priests. With three and four seats no place wins more
// than 40% of the games.
//
// With -simlevel easy, 400 games per seat count between greedy bots, with
// the heuristic described under Bots (192 s on one core):
//
//	seats  moves  mean score  wins by seat             wins by turn-4 place
//	2      156    32.4        201 / 199                186 / 214
//	3      276    47.8        140 / 128 / 132          127 / 125 / 148
//	4      342    43.8        103 / 89 / 104 / 104     85 / 79 / 113 / 123
//
// No seat wins more than 35% of the games at three seats or 26% at four,
// and no turn-4 place more than 37% or 31%: the 40 games of an earlier
// run, where the last place of four won 17, were noise. Every design was
// integrated by the greedy bots too (1,949 Workers, 1,081 Converts, 510
// Priests).
//
// The first place of turn 4 once won 72% of two-seat greedy games (52% at
// three seats, 42% at four). No rule was behind it. Turn order follows the
// rule: the fewest Prestige points choose first, ties in last turn's order
// (TestP1Order). The figure was the leader winning: with the old Evaluate
// the leader after turn 3 won 33 of those 40 two-seat games and usually
// had the first place. The trailing seat, choosing first, took it in only
// 9 of the 40, because the old Evaluate charged a seat for moving twice in
// a row, and taking the first place meant placing the first Negotiator
// right after choosing. A spell of moves is now counted within one phase
// only, and the first place wins 186 of 400 two-seat greedy games. The sole
// leader after turn 3 still wins 272 of 400 two-seat games, 203 of 400 at
// three seats, 171 of 400 at four (TestSimulation reports it): at two seats
// the game is mostly decided by turn 3, which is how the rules are written
// (the trailing seat's only catch-up is choosing its place first).
//
// # Bots
//
// Evaluate (score.go) scores each seat's standing in Prestige points and
// puts the lead over the best other seat through a logistic curve whose
// scale narrows from 7.5 points on turn 1 to 3 on turn 4, blended with a
// tenth of the seat's share of the two standings (which never flattens
// out far ahead or behind); in the last Integration turn and the last
// rearranging, the projected result and that share. The standing is
// the points scored; the Prestige abilities of the Ark once for every
// Prestige phase to come, the Crews expected arranged at best (Units with
// the most to score host one), except in this turn's phase for a seat
// that has already rearranged or is rearranging; 0.5 per Resource (0.05
// after turn 4's Negotiation, a tie-break only); 1.8 per hand card before
// the Integration phase, the recycling worth of each card to recycle or
// integrate during it (less 0.2, so that acting beats putting it off),
// 1.0 for a card kept into the next turn; 1.5 per Ark card, 0.5 per Unit
// hosting a Crew, 0.8 per unused token; 0.6 per point of a Negotiator's
// influence before turn 4 (and 0.6 for the upgrade a Negotiator on the
// board will get), on turn 4 the full influence of a Negotiator on the
// board (0.7 of it for one at home), which is what it scores there; and
// during the Negotiation the cards a seat leads, 1.8 each less what the
// Negotiator sent home loses, weighed by the chance that the lead holds:
// certain when no Spot next to the card is free, 45%, 60% or 75% for a
// margin of 1, 2 or 3 cubes or more when one is, since a later seat can
// still tie the card out. Hand cards count the same known or not, so that
// guesses about hidden cards do not make the estimate swing. The value
// is then brought into 0.1 to 0.9 and charged 0.02 for each card the seat
// must still recycle or integrate, a little for each move of the game
// turn and more for long spells in one phase: moves that change nothing
// look worse than acting or passing by the same margin however the game
// stands, and a pass, which starts a new spell, stays above idle moves,
// which fall to 0 (TestEvaluateNoStall; before, a hard bot once moved
// Crews round for hundreds of moves). Utility gives the losers 0.01 and up
// to 0.09 more by their share of the winner's points, so that a seat sure
// to lose still ends the game with more points rather than putting the
// end off.
//
// The placement look-ahead comes from the search: hard and normal are
// ISMCTS over every seat's moves (Title.Search, read by ai), so a
// placement is judged after the other seats' replies, with each leaf
// scored by Evaluate; hard searches 2,000 iterations, normal 500.
//
// Hard against easy, 200 two-seat games, seeds 1 to 200, hard in the
// first seat in odd seeds and the second in even ones (go test ./ai/ -run
// SeedersDuel -seeders.duel 200 -v; run here as four runs of 50 with
// -seeders.seed 1, 51, 101, 151 and -seeders.workers 2): hard won 152
// (76.0%, 95% Wilson interval 69.6% to 81.4%), mean score 37.0 against
// 32.5; 77 of 100 in the first seat, 75 of 100 in the second; whoever won,
// the first place of turn 4 won 97 of the 200 games. Over its
// 16,279 decisions with a choice a hard decision took 185 ms of wall time
// on average, 500 ms at the 95th percentile, with eight games running on
// two cores shared with other work at a load of about 30 (easy: 7 ms and
// 29 ms); the CPU time is a fraction of that. A hard decision at the first
// placement of a four-seat game (the widest choice, 144 moves) took 0.43 s
// of wall time on the loaded machine, 57 ms at two seats
// (BenchmarkSeedersHardPlacement4 and 2 in ai). Earlier versions of this
// Evaluate won 157 of 185 and 103 of 130 games against easy but let the
// search loop on Safe transfers or Crew moves in rare games; the figures
// above are of the version kept.
//
// The engine guards, a hand of 40 cards and an Ark of 96 (past which a
// card would be discarded or the game stop), sit far above anything seen
// (a hand of 11, an Ark of 18). Random four-seat games take about 0.2 ms
// of CPU each (BenchmarkRandomGames: 3,000 games in 0.59 to 0.72 s of user
// time with -cpu 1, about 4,200 to 5,100 games per second of one core; the
// benchmark's own figure was 1,120 to 1,220 games/s of wall time, on two
// cores shared by seven helpers at a load of about 30).
//
// # Moves
//
//	slot 2                  choose the second slot of the turn order
//	discard #37             commit the Foundation discard
//	place core s5 b         Core Negotiator on Spot 5, higher influence on its second Chamber
//	place core s5 b hidden  the same, face down (Morphoplast)
//	return core             the winner's Negotiator going home
//	path core 2-2           upgrade path of a [2]-[1]
//	recycle #37, integrate #40 on #12, integrate #150 on #12 seat 2, rehost #41
//	use #12 [targets]       Activation, Natural or Sacrifice; the targets read
//	                        #37 (a Unit, or the card sacrificed), seat 2,
//	                        chamber 5, or seat 2 from chamber 4 to chamber 8
//	crew #41 to #12, safe-in #12, safe-out #12
//	mutate #41 with #12, jail #41 with #12, free #41 with #12
//	pass                    end the turn, window, choice or phase
//
// Seats, Chambers, Spots and turn-order slots count from 1 in every move
// text, as in the event texts and the table text (ruleset seeders-2;
// seeders-1 counted seats and Chambers of ability targets from 0).
//
// # Missing
//
// A search bot still spends up to a few dozen Safe
// transfers or Crew moves in some turns before acting (35 at most in the
// games looked at); Evaluate's charges bound it, the search's horizon
// makes it. Normal (500 iterations) was not measured against easy.
package seeders

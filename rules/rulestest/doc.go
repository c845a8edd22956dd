// Package rulestest is the conformance suite every Starboard title runs
// from its tests, plus a fuzz helper and a benchmark of random games.
//
//	func TestConformance(t *testing.T) { rulestest.Run(t, toy.Title, rulestest.Config{}) }
//	func FuzzToy(f *testing.F)         { rulestest.Fuzz(f, toy.Title) }
//	func BenchmarkRandomGames(b *testing.B) {
//		rulestest.RandomGames(b, toy.Title, rules.Setup{Seats: 4})
//	}
//
// [Run] plays seeded random games and checks, each as a subtest:
//
//   - random-games: the game ends within the move cap; at every step
//     ToMove is a seat exactly when the game is not over, Legal is
//     non-empty exactly then, the prompt is addressed to ToMove, and every
//     legal move applies;
//   - move-text: every legal move has a distinct text with no space at its
//     ends that ParseMove reads back exactly; junk is refused with an error;
//   - illegal-moves: made-up moves and moves legal elsewhere are refused
//     with a message and leave the state as it was;
//   - clone-independence: playing a clone leaves the original as it was,
//     and playing the original leaves clones and views as they were;
//   - determinism: the same setup and choices give the same legal moves,
//     events, event texts, states, views and determinizations;
//   - save-load: at every step, the move texts replayed on a loaded save
//     give the same state, and the save of the game so far, written to
//     JSON and loaded, gives it too (at sampled steps only in games longer
//     than 200 moves); tampered saves (another title, ruleset or format,
//     a bad or illegal move, a move after the end) are refused, a bad move
//     as a *rules.MoveError with its number;
//   - views: View(seat) equals View(seat) of any determinization for that
//     seat, of the full state and of the view itself; a determinized view
//     plays to the end;
//   - determinize-resamples: in every game some two determinizations of a
//     view differ, generators aside (skipped with NoHiddenInformation);
//   - events: every event, as every seat sees it, has a text, and its
//     secret arguments read rules.Unknown for the seats that may not see them;
//   - legal-allocs: Legal does not allocate when the buffer has room, on
//     the game and on a determinized view (skipped under the race detector);
//   - scores: no winners before the end; at the end each breakdown adds up
//     to the score and Utility and Evaluate lie in [0, 1].
//
// States are compared with reflect.DeepEqual of their Clone (a clone drops
// the event buffer), and a difference is reported with the path of the
// first differing field. Failures name the game, its setup and seed, the
// step and the last moves; the same Config replays the same games.
//
// [Golden] checks a title's golden replays, saved games and their
// transcripts in testdata/golden, recorded again with -update.
package rulestest

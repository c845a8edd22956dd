// Package match is the command layer of Starboard: it runs one game between
// seats played by people or bots, and is the only thing screens and the
// command line talk to.
//
// A [Match] owns the state of the game; nothing outside this package ever
// touches it. Front ends read a seat's view ([Match.View]), the prompt and
// the legal moves, and submit moves for the human seats ([Match.Submit]).
// Bots move on their own goroutine: whenever a bot seat must decide, the
// match hands that bot the seat's view and steps its search in slices,
// calling [Config.Yield] between slices so a browser page can draw, waits
// [Config.Pace] so a person can follow, and then applies the move. Nothing a
// screen calls ever waits for a bot; [Match.WaitIdle] is there for the
// command line and tests.
//
// Everything that happens is queued, in order, as an [Entry]: a move with
// the events it caused (whole; [Entry.For] redacts them for one seat), or an
// undo. A screen polls the queue once per frame with [Match.Poll].
//
// Undo follows one policy: a person may take back only their own moves,
// only while no other seat has moved since, never once the game is over,
// and never past a move whose events are sealed (a random draw, or hidden
// information shown to someone). Moves made before a game was loaded with
// [Resume] cannot be taken back.
//
// After every move and every undo the match writes the game, as a
// [rules.Save] in JSON, to its [Store]; [FileStore] writes a file
// atomically, replaces only a regular file, and reads at most
// [rules.MaxSaveSize] bytes. A failed autosave does not stop the game:
// [Match.SaveErr] says why, and [SaveReport] words it for the player once
// when saving starts to fail and once when it works again. [Resume] rebuilds
// a match from such a save, checking its seats ([SaveSeats]) and every move.
// [SetAside] keeps a save that cannot be read out of a new game's way.
package match

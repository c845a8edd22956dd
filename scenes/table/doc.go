// Package table is the table kit: the one scene every title's table runs
// in. A title writes a Board (where its things are, how they look, which
// moves concern them, how each event moves them); the kit's Shell does
// everything tables share.
//
// # What the Shell owns
//
//   - Polling the match and settling: after each move's events have
//     played, the board, the seat list and the prompt are synced from the
//     game just after that move (match.Entry.View), and the move's lines
//     go to the log, so the board never lags behind the log while later
//     moves wait (an EventFollower's lines are written as its events play,
//     each when its event's animation lands); the legal moves and the seat at the device change only once
//     everything has played, from one snapshot.
//   - The seat at the device and pass-the-device. One rule for every
//     title: when the next seat to decide is a person other than the one
//     at the device, and the two seats' views of the game differ (one of
//     them knows something the other may not see), a "pass the device"
//     screen hides the table until the next person taps. Otherwise the
//     device silently changes hands. The hand-over waits for the queue:
//     the bots' moves before it (the opening's too) play on the table
//     first, nobody's hand shown before the first hand-over.
//   - Undo (only the seat at the device, only its own moves; the match
//     refuses anything past a sealed event and says why), refusals and
//     toasts with the rule's reason, pause, leave, play again.
//   - Kiosk idle, on the App's clock (App.IdleFor), never in ticks: after
//     scenes.KioskStillIdle without a touch the table asks whether anyone
//     is still playing, and after scenes.KioskLeaveIdle (on the results
//     too) it closes the match and goes home, where the attract loop
//     starts.
//   - The autosave's failures and recoveries (match.SaveReport), told in
//     the log and a toast.
//   - The move binding (see Board.Path): the kit lights the places that
//     start a legal move, then the places that complete one from the
//     selection, and turns taps and drags into moves. A move with no place
//     gets a plain button labelled Board.Label. When one gesture makes
//     several legal moves (an Oxygen placed either side up), the kit asks
//     which, with a button for each (Asker words the question). A move
//     that cannot be taken back (a Gods pawn pointed at) is asked about
//     first when its board is a Confirmer.
//   - Events to animation, one path: the events of each move are queued
//     and played one by one through Board.Animate, each for its own length
//     at the settings' animation speed, with its sound, like Board Game
//     Arena's synchronous notifications. Input waits while the queue
//     plays. When the queue falls behind (fast bots) it plays faster.
//   - One seat named at a time (Frame.Acting): the seat whose move is
//     playing, or else the seat to decide. The prompt, the frame and the
//     "to play" tag of the seat list name it in the same frame, and a
//     banner that names another seat is cut short. Banners cover the
//     board only, where the board allows (BannerPlacer).
//   - A reference sheet (Sheeted: a player aid) opened by a button of the
//     panel, over the table, while the game goes on.
//   - A tooltip's place: Frame.Hover says where a mouse rests on the
//     board when nothing covers it and no move plays, or where a long
//     press landed (touch screens).
//   - Help with the rules: a panel button per kind of move (Kinder; with
//     Options.KindsFirst the kinds glow first and their places light
//     once one is chosen), the reason a tap or a drop makes no move,
//     near the pointer (Refuser, Attempter, DropRefuser), what a score
//     is out of (Scaler) and a solo game's rival (Rival).
//   - A table's first frame draws the panel alone; the board's first
//     frame, which builds its art, comes next (the opening froze a
//     browser page for a second).
//   - Small screens: the panel's texts grow to stay 12.5 px or more
//     (scenes.App.Enlarge); boards use Canvas.AtLeast and the legibility
//     audit (make legibility) for theirs, and may lay a small window out
//     differently, with tabs of their own (BoardTapper; Tabber when a
//     move's places lie on different tabs, so that Gestures tap the tab
//     first).
//   - Review: from the results, the game replayed on the board move by
//     move, as a spectator sees it (match.Replay); -replay FILE opens a
//     save that way (match.Config.Review), and the browser's file picker
//     too (scenes.App.PickFile).
//   - The log (seat names and colours, grouped by turn, scrollable by a
//     drag or the mouse wheel, with an optional folding hook, LogFolder,
//     and optional opening lines before the first move, LogOpener),
//     the seat list with the scores
//     counting up, and the results (winners, the rules' Breakdown,
//     tie-breakers from TieBreaker, a chart of the scores).
//
// # Drawing order
//
// From the bottom up, fixed for every title:
//
//	backdrop < board (and its animations) < hand < the board's
//	DrawOver (an Overlayer's tooltips) < side panel < banners
//	< toasts < "tap to play" (attract) < zoom < the question which
//	move < sheet < kiosk question < pass the device < pause < results
//
// # Input order
//
// The topmost thing that takes input gets it: results, pause, pass the
// device, kiosk question, zoom, sheet, the question which move; then, only when the queue has played out
// and the seat at the device must decide: the panel's buttons, the hand
// (Handed), then taps on the board's places.
//
// # The least a title writes
//
// See toy_test.go: a board for rules/toy in about a hundred lines. A
// title's board embeds Base (the seats, the viewer, the prompt, the frame
// being drawn); Open makes its table and Attract its kiosk table.
package table

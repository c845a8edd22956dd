// Package yield lets a bot's goroutine give the screen its turn between
// slices of search. On the desktop goroutines are preempted and Yield does
// nothing; in the browser, Go runs on one thread and the page draws only
// when every goroutine is blocked, so Yield blocks on a MessageChannel
// round trip (see PLATFORM-NOTES.md: timers are clamped, Gosched is not
// enough).
package yield

// Package monkey holds the monkey test: thousands of random taps, drags,
// long presses and keys on every screen, through the real menus and
// tables, checking that nothing panics and every game saved stays valid.
package monkey

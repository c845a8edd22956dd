// Package menu holds the screens around the games: the animated title
// screen, the game picker, seat setup, title options, how to play,
// settings and the resume list, and the kiosk's attract loop.
//
// The screens share one shell (the App, the seed of new games, cached
// art). New returns the title screen; Open returns it already showing
// one of the other screens, for screenshots. The titles come from the
// App's shelf (App.Shelf, App.Planned): the menus import no title's
// package. A game is started with match.New and handed to the title's
// Table; a planned title is listed as coming soon. In kiosk mode a minute
// without a touch on the title starts the attract loop, demo games
// between bots on the titles' Attract screens, and three minutes on any
// other menu lead back to the title. A touch on a demo opens its title's
// options, ready to start; a kiosk saves its games apart from the others
// (kioskStores) and lists only those.
//
// Settings are kept as a small JSON document in App.Store(SettingsKey):
// a file next to the autosaves on the desktop, whatever the browser's
// Store gives in the browser.
package menu

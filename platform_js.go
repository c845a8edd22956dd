package main

import (
	"log"
	"syscall/js"
	"time"

	"starboard/internal/webstore"
	"starboard/internal/yield"
	"starboard/match"
	"starboard/scenes"
)

// platformApp fills in what the browser does its own way: autosaves and
// settings live in localStorage, bots block briefly between slices of
// search so the page can draw, and the page can read how the program is
// doing through window.starboard (page_js.go). Nothing here waits on
// audio: the audio package starts its context on the first gesture.
func platformApp(app *scenes.App) {
	app.Store = func(slug string) match.Store { return webstore.For(slug) }
	if !webstore.Persistent() {
		log.Print("the browser's storage is not available: games are kept only until the page closes")
	}
	app.Yield = yield.Yield
	// The staff's exit from a kiosk page: the same page without ?kiosk.
	app.StaffExit = func() { js.Global().Get("location").Set("search", "") }
	app.BotTimeLimit = 2 * time.Second
	for i := range app.Shelf {
		t := &app.Shelf[i]
		slug, table, attract := t.Slug(), t.Table, t.Attract
		t.Table = func(m *match.Match) scenes.Scene {
			page.opened(slug, m)
			return table(m)
		}
		if attract != nil {
			// The attract loop's demos report their game too.
			t.Attract = func(m *match.Match) scenes.Scene {
				page.opened(slug, m)
				return attract(m)
			}
		}
	}
	page.expose()
}

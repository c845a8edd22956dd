package main

import (
	"fmt"
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
	app.PickFile = pickFile
	app.Buzz = buzz
	// Play online offers the server that served this page first.
	app.Server = js.Global().Get("location").Get("origin").String()
	for i := range app.Shelf {
		t := &app.Shelf[i]
		slug, table, attract := t.Slug(), t.Table, t.Attract
		t.Table = func(m *match.Match) scenes.Scene {
			page.opened(slug, m)
			sc := table(m)
			page.shows(sc)
			return sc
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

// buzz vibrates a phone briefly, where the browser allows it (Chrome on
// Android does once the page has been touched; Safari and desktops have no
// navigator.vibrate, or ignore it). The page counts the buzzes for the
// browser test.
func buzz() {
	page.buzzed()
	if v := js.Global().Get("navigator").Get("vibrate"); v.Type() == js.TypeFunction {
		js.Global().Get("navigator").Call("vibrate", 180)
	}
}

// saveFileInput is the id of the page's hidden file input, through which
// PickFile asks for a saved game (the browser test sets its file).
const saveFileInput = "starboard-save-file"

// pickFile asks the person for a file through a hidden file input and
// hands its bytes to got once read; a cancelled picker calls nothing, and
// the next pick replaces its handler.
func pickFile(got func(data []byte, err error)) {
	doc := js.Global().Get("document")
	in := doc.Call("getElementById", saveFileInput)
	if in.IsNull() {
		in = doc.Call("createElement", "input")
		in.Set("id", saveFileInput)
		in.Set("type", "file")
		in.Set("accept", ".json,application/json")
		in.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", in)
	}
	var onRead, onFail js.Func
	onRead = js.FuncOf(func(_ js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		onRead.Release()
		onFail.Release()
		go got(data, nil)
		return nil
	})
	onFail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		onRead.Release()
		onFail.Release()
		go got(nil, fmt.Errorf("the file could not be read: %s", args[0].Call("toString").String()))
		return nil
	})
	picking.Release()
	picking = js.FuncOf(func(js.Value, []js.Value) any {
		files := in.Get("files")
		if files.Get("length").Int() > 0 {
			files.Index(0).Call("arrayBuffer").Call("then", onRead, onFail)
		}
		in.Set("value", "")
		in.Set("onchange", js.Null())
		return nil
	})
	in.Set("onchange", picking)
	in.Call("click")
}

// picking is the file input's change handler of the last pick.
var picking js.Func

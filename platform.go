//go:build !js

package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"os"
	"path/filepath"

	"starboard/match"
	"starboard/scenes"
)

// platformApp fills in what the desktop does its own way: autosaves and
// settings are files in the user's configuration directory. The browser
// build has its own platformApp (localStorage, and a Yield that lets the
// page draw).
func platformApp(app *scenes.App) {
	base, err := os.UserConfigDir()
	if err != nil {
		log.Printf("no configuration directory, so no autosave: %v", err)
		return
	}
	dir := filepath.Join(base, "starboard")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Printf("no autosave: %v", err)
		return
	}
	app.Store = func(slug string) match.Store {
		return match.FileStore{Path: filepath.Join(dir, slug+".json")}
	}
	app.Online = &localTables{data: filepath.Join(dir, "tables")}
}

// platformGame is the root itself on the desktop; the browser build times
// its frames for the page's status.
func platformGame(root *scenes.Root) ebiten.Game { return root }

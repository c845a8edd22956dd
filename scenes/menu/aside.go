package menu

import (
	"errors"
	"io/fs"
	"strconv"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
)

// maxAside is how many saves of one title can be kept set aside.
const maxAside = 20

// asideName returns the name of the n-th store that keeps a save of slug
// set aside, from 1: "gods.broken-1".
func asideName(slug string, n int) string { return slug + ".broken-" + strconv.Itoa(n) }

// where names a store for a person: a file's path, or the name under which
// the browser keeps it.
func where(store match.Store, name string) string {
	if f, ok := store.(match.FileStore); ok {
		return f.Path
	}
	return name + " in the browser's storage"
}

// setAsideBroken moves every autosave that cannot be read out of the way of
// new games, keeping it whole under another name, and returns a notice for
// each that tells the player.
func (sh *shell) setAsideBroken() []*scenes.Dialog {
	if sh.app.Store == nil {
		return nil
	}
	var notices []*scenes.Dialog
	for i := range sh.titles {
		t := &sh.titles[i]
		if !sh.playable(t) || sh.stuck[t.slug] {
			continue
		}
		store := sh.app.Store(t.slug)
		if store == nil {
			continue
		}
		data, err := store.Load()
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil {
			if _, err = rules.ParseSave(data); err == nil {
				continue
			}
		}
		notices = append(notices, sh.setAside(t, store))
	}
	return notices
}

// setAside moves the autosave of t to the first free aside store and
// returns the notice that says so.
func (sh *shell) setAside(t *titleInfo, store match.Store) *scenes.Dialog {
	const title = "A saved game could not be read"
	why := "no free name to keep it under"
	for n := 1; n <= maxAside; n++ {
		name := asideName(t.slug, n)
		aside := sh.app.Store(name)
		if aside == nil {
			break
		}
		if _, err := aside.Load(); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := match.SetAside(store, aside); err != nil {
			why = err.Error()
			break
		}
		return scenes.NewDialog(title, "The saved game of "+t.name+" is damaged. It is kept, set aside as "+where(aside, name)+", and new games will not write over it.", "OK")
	}
	if sh.stuck == nil {
		sh.stuck = map[string]bool{}
	}
	sh.stuck[t.slug] = true
	return scenes.NewDialog(title, "The saved game of "+t.name+" is damaged and could not be set aside ("+why+"). New games of it are not saved until it is deleted.", "OK")
}

// settingsNotice returns a notice when the settings kept cannot be read,
// or nil.
func settingsNotice(app *scenes.App) *scenes.Dialog {
	if _, err := LoadSettings(app); err != nil {
		return scenes.NewDialog("The settings could not be read", "The settings file is damaged, so the defaults are used. Changing a setting saves them anew.", "OK")
	}
	return nil
}

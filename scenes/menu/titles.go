package menu

import (
	"strconv"

	"starboard/rules"
	"starboard/scenes"
)

// titleInfo is one title of the game picker: a title on the shelf or one
// still to come.
type titleInfo struct {
	slug    string
	name    string
	players string // "2–4 players · cooperative"
	pitch   string
	rules   rules.Title
	ruled   bool // the rules exist in this build
	entry   *scenes.Title
}

// allTitles lists the titles of the App's shelf, then those still to
// come, in menu order.
func allTitles(app *scenes.App) []titleInfo {
	var list []titleInfo
	add := func(t *scenes.Title, ruled bool) {
		info := titleInfo{slug: t.Slug(), name: t.Rules.Name, players: t.Players, pitch: t.Pitch, rules: t.Rules, ruled: ruled, entry: t}
		if info.players == "" {
			info.players = seatRange(t.Rules)
		}
		list = append(list, info)
	}
	for i := range app.Shelf {
		add(&app.Shelf[i], app.Shelf[i].Rules.Build != nil)
	}
	for i := range app.Planned {
		add(&app.Planned[i], false)
	}
	return list
}

func seatRange(t rules.Title) string {
	s := strconv.Itoa(t.MinSeats) + "–" + strconv.Itoa(t.MaxSeats) + " players"
	if t.MinSeats == t.MaxSeats {
		s = strconv.Itoa(t.MinSeats) + " players"
	}
	if t.Cooperative {
		s += " · cooperative"
	}
	return s
}

// playable reports whether t can be started: its rules exist and it has a
// table screen.
func (sh *shell) playable(t *titleInfo) bool {
	return t.ruled && t.entry.Table != nil
}

func (sh *shell) firstPlayable() (*titleInfo, bool) {
	for i := range sh.titles {
		if sh.playable(&sh.titles[i]) {
			return &sh.titles[i], true
		}
	}
	return nil, false
}

func (sh *shell) title(slug string) (*titleInfo, bool) {
	for i := range sh.titles {
		if sh.titles[i].slug == slug {
			return &sh.titles[i], true
		}
	}
	return nil, false
}

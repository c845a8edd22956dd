package menu

import (
	"strconv"

	"starboard/rules"
	"starboard/rules/catalog"
)

// titleInfo is one title of the game picker.
type titleInfo struct {
	slug    string
	name    string
	players string // "2–4 players · cooperative"
	pitch   string
	rules   rules.Title
	ruled   bool // the rules exist in this build
}

// allTitles lists the five titles of Starboard in menu order. Seat ranges
// come from the rules where they exist, from the design otherwise.
func allTitles() []titleInfo {
	list := []titleInfo{
		{slug: "gods", name: "Gods Don't Play Dice", players: "2–4 players · cooperative",
			pitch: "Build a living planet together, without ever saying what your pieces need."},
		{slug: "desolated", name: "Desolated", players: "1–6 players · solo variant",
			pitch: "Scavenge materials, chain your cards into engines, win the Arkheins' favour."},
		{slug: "seeders", name: "Seeders from Sereis: Exodus", players: "2–4 players",
			pitch: "Negotiate for modules and crews to build the finest ark of the evacuation."},
		{slug: "revive", name: "Revive", players: "1–4 players",
			pitch: "Wake your tribe from hibernation: slot cards, explore the land, build."},
		{slug: "revenant", name: "Revenant", players: "1–4 players · solo mode",
			pitch: "Place your crew to defend a fleeing fleet, and back the Houses that survive."},
	}
	for i := range list {
		t, err := catalog.Find(list[i].slug)
		if err != nil {
			continue
		}
		list[i].rules, list[i].ruled = t, true
		list[i].name = t.Name
		list[i].players = seatRange(t)
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

// playable reports whether t can be started: its rules exist and a table
// screen is registered for it.
func (sh *shell) playable(t *titleInfo) bool {
	return t.ruled && sh.app.Tables[t.slug] != nil
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

package revive

import (
	"starboard/match"
	rv "starboard/rules/revive"
	"starboard/scenes"
	sr "starboard/sprites/revive"
)

// Entry is Revive on the shelf.
var Entry = scenes.Title{
	Rules:   rv.Title,
	Players: "1–4 players · solo mode",
	Pitch:   "Wake your tribe from hibernation: slot cards, explore the land, build.",
	Table:   New,
	Attract: newAttract,
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: sr.Palette,
}

// newAttract returns the table of an all-bot match shown in the kiosk's
// attract loop.
func newAttract(m *match.Match) scenes.Scene {
	return NewTable(m, Options{Attract: true, Exit: scenes.Pop()})
}

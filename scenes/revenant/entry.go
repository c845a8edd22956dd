package revenant

import (
	"starboard/match"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	sr "starboard/sprites/revenant"
)

// Entry is Revenant on the shelf.
var Entry = scenes.Title{
	Rules:   rr.Title,
	Players: "1–4 players · solo mode",
	Pitch:   "Place your crew to defend a fleeing fleet, and back the Houses that survive.",
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

package desolated

import (
	"starboard/match"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	art "starboard/sprites/desolated"
)

// Entry is Desolated on the shelf.
var Entry = scenes.Title{
	Rules:   dr.Title,
	Pitch:   "Scavenge materials, chain your cards into engines, win the Arkheins' favour.",
	Table:   New,
	Attract: newAttract,
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: art.Palette,
	Sheet:   art.Sheet,
}

// newAttract returns the table of an all-bot match shown in the kiosk's
// attract loop.
func newAttract(m *match.Match) scenes.Scene {
	return NewTable(m, Options{Attract: true, Exit: scenes.Pop()})
}

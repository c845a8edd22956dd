package seeders

import (
	"starboard/match"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	ss "starboard/sprites/seeders"
)

// Entry is Seeders from Sereis: Exodus on the shelf.
var Entry = scenes.Title{
	Rules:   rs.Title,
	Pitch:   "Negotiate for modules and crews to build the finest ark of the evacuation.",
	Table:   New,
	Attract: newAttract,
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: ss.Palette,
}

// newAttract returns the table of an all-bot match shown in the kiosk's
// attract loop.
func newAttract(m *match.Match) scenes.Scene {
	return NewTable(m, Options{Attract: true, Exit: scenes.Pop()})
}

package desolated

import (
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
	art "starboard/sprites/desolated"
)

// Entry is Desolated on the shelf.
var Entry = scenes.Title{
	Rules:   dr.Title,
	Pitch:   "Scavenge materials, chain your cards into engines, win the Arkheins' favour.",
	Table:   New,
	Attract: table.Attract[obj](newBoard),
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: art.Palette,
	Sheet:   art.Sheet,
}

package seeders

import (
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
	ss "starboard/sprites/seeders"
)

// Entry is Seeders from Sereis: Exodus on the shelf.
var Entry = scenes.Title{
	Rules:   rs.Title,
	Pitch:   "Negotiate for modules and crews to build the finest ark of the evacuation.",
	Table:   New,
	Attract: table.Attract[obj](newBoard),
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: ss.Palette,
}

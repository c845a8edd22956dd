package revenant

import (
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
	sr "starboard/sprites/revenant"
)

// Entry is Revenant on the shelf.
var Entry = scenes.Title{
	Rules:   rr.Title,
	Players: "1–4 players · solo mode",
	Pitch:   "Place your crew to defend a fleeing fleet, and back the Houses that survive.",
	Table:   New,
	Attract: table.Attract[obj](newBoard),
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: sr.Palette,
}

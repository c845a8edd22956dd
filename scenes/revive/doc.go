// Package revive is the table of Revive on the table kit (scenes/table):
// the hex map with its face-down tiles, buildings, meeples and large
// locations; the displays of citizen cards, modules and machine tokens;
// the board of one seat shown large (the seat at the device, or the seat
// tapped in the seat list) with its resources, energy, switch, card slots
// and modules, active and resting cards, machine tracks, progress track,
// tribe technologies, crates and hibernation track; and every other
// seat's board in small.
//
// Every move is made on the thing it concerns (paths.go): a card is
// tapped, then its slot; a building of the tribe board, then a sand
// space; a technology, then a city, ruin or large location; a face-down
// tile to explore it, then one of the layouts offered beside the map,
// which the map previews, and again to turn the tile so. The free actions are on the board: a machine, a crate, the
// crystal then the resource to trade for, the tribe's ability. Only
// "end the turn" and "discard the module" are buttons.
//
// Events play as animations (animate.go): tiles flip, cards and meeples
// fly, gains rise from the board that takes them.
package revive

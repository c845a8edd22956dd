// Package shelf lists the titles of Starboard for the screens: each title
// that can be played, as the value its package scenes/<slug> defines
// (Titles), and the titles still to come (Planned). main puts both in
// scenes.App; the menus, the kiosk and the tests read them from there.
//
// Adding a title is its rules (rules/<slug>, one line in rules/catalog),
// its screen and art (scenes/<slug>, with its Entry), and one line here.
package shelf

import (
	"starboard/scenes"
	"starboard/scenes/desolated"
	"starboard/scenes/gods"
	"starboard/scenes/revenant"
	"starboard/scenes/revive"
	"starboard/scenes/seeders"
)

// Titles returns every title that can be played, in menu order.
func Titles() []scenes.Title {
	return []scenes.Title{gods.Entry, desolated.Entry, seeders.Entry, revive.Entry, revenant.Entry}
}

package table

import "starboard/match"

// SeatLooks returns what a board shows of the seats of its match: their
// names and colour indices (sprites.SeatColor), in seat order.
func SeatLooks(seats []match.SeatConfig) (names []string, colors []int) {
	for i, s := range seats {
		names = append(names, s.Name)
		colors = append(colors, s.ColorIndex(i))
	}
	return names, colors
}

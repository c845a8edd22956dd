package table

import (
	"image/color"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/sprites"
)

// Base is what every title's board holds of its match: the seats, who is
// at the device, the prompt of the last view and the frame being drawn. A
// board embeds it (made by NewBase), calls See from Sync and sets Frame
// and Now in Draw.
type Base[P comparable] struct {
	Seats     int
	Names     []string   // the seats' names, in seat order
	SeatColor []int      // the seats' colour indices (sprites.SeatColor)
	Viewer    rules.Seat // whose hand is shown; NoSeat for a spectator
	Prompt    rules.Prompt
	Mine      bool // the viewer must decide now

	Frame *Frame[P] // the frame being drawn
	Now   int64
}

// NewBase returns the base of a board for a match of the given seats,
// with no viewer yet.
func NewBase[P comparable](seats []match.SeatConfig) Base[P] {
	b := Base[P]{Seats: len(seats), Viewer: rules.NoSeat}
	for i, s := range seats {
		b.Names = append(b.Names, s.Name)
		b.SeatColor = append(b.SeatColor, s.ColorIndex(i))
	}
	return b
}

// See reads what the base keeps of view, shown to viewer.
func (b *Base[P]) See(view rules.Game, viewer rules.Seat) {
	b.Viewer = viewer
	b.Prompt = view.Prompt()
	b.Mine = viewer != rules.NoSeat && view.ToMove() == viewer
}

// SeatRGB is the colour of seat p; grey for no seat of the match.
func (b *Base[P]) SeatRGB(p rules.Seat) color.RGBA {
	if p < 0 || int(p) >= len(b.SeatColor) {
		return sprites.RGB(0x8090A0)
	}
	return sprites.SeatColor(b.SeatColor[p])
}

// Open returns the table of m run with opt, around the board newBoard
// makes for m's seats (made again for Play again).
func Open[P comparable, B Board[P]](m *match.Match, opt Options, newBoard func(seats []match.SeatConfig) B) *Shell[P] {
	return New(m, func(m *match.Match) Board[P] { return newBoard(m.Seats()) }, opt)
}

// Attract returns the attract table of a title whose board newBoard
// makes, for scenes.Title.Attract: an all-bot match shown while a kiosk
// is idle, which a tap anywhere leaves with scenes.Pop().
func Attract[P comparable, B Board[P]](newBoard func(seats []match.SeatConfig) B) scenes.TableFunc {
	return func(m *match.Match) scenes.Scene {
		return Open[P](m, Options{Attract: true, Exit: scenes.Pop()}, newBoard)
	}
}

package table_test

import (
	"image/color"
	"strconv"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/table"
)

// This file is the least a title writes: a board for rules/toy. Its places
// are the cards of the hand at the device and the deck; keep and pass have
// no place and get buttons from the kit.

// place is one thing on the toy board: kind 1 a hand card (i its slot),
// kind 2 the deck. The zero place is no place.
type place struct{ kind, i int8 }

type toyBoard struct {
	area   scenes.Rect
	view   *toy.State
	viewer rules.Seat
}

func newToyBoard(*match.Match) table.Board[place] { return &toyBoard{} }

// newToyTable is the toy's scenes.TableFunc.
func newToyTable(m *match.Match) scenes.Scene { return table.New(m, newToyBoard, table.Options{}) }

const cardW, cardH = 60.0, 84.0

func (b *toyBoard) Layout(area scenes.Rect) { b.area = area }

func (b *toyBoard) Sync(v rules.Game, viewer rules.Seat, _ bool) {
	b.view, b.viewer = v.(*toy.State), viewer
}

func (b *toyBoard) Path(mv rules.Move) (place, place) {
	switch mv.Kind {
	case toy.KindPlay:
		return place{1, int8(mv.A - 1)}, place{}
	case toy.KindDraw:
		return place{2, 0}, place{}
	}
	return place{}, place{}
}

func (b *toyBoard) Label(mv rules.Move) string {
	if mv.Kind == toy.KindPass {
		return "Pass a point"
	}
	return "Keep"
}

func (b *toyBoard) Where(p place) (scenes.Rect, bool) {
	a := b.area
	switch p.kind {
	case 1:
		return scenes.Rect{X: a.X + 20 + float64(p.i)*(cardW+10), Y: a.Y + a.H - cardH - 20, W: cardW, H: cardH}, true
	case 2:
		return scenes.Rect{X: a.X + 20, Y: a.Y + 20, W: cardW, H: cardH}, true
	}
	return scenes.Rect{}, false
}

func (b *toyBoard) Animate(e rules.Event) table.Motion {
	switch e.Kind {
	case toy.EventPlay:
		return table.Motion{Ticks: 18, Sound: table.SoundPlace}
	case toy.EventDraw:
		return table.Motion{Ticks: 14, Sound: table.SoundFlip}
	case toy.EventPass:
		return table.Motion{Ticks: 18, Sound: table.SoundScore}
	case toy.EventOver:
		return table.Motion{Ticks: 30, Sound: table.SoundReveal, Banner: "The game is over"}
	}
	return table.Motion{Sound: table.NoSound}
}

var colCard = color.RGBA{0xe8, 0xe0, 0xc8, 0xff}

func (b *toyBoard) Draw(c *scenes.Canvas, f *table.Frame[place]) {
	if b.view == nil {
		return
	}
	deck, _ := b.Where(place{2, 0})
	c.RoundRect(deck, 8, scenes.ColPanelHi)
	c.Bold(strconv.Itoa(b.view.DeckSize()), deck.X+deck.W/2, deck.Y+30, 22, scenes.ColText, scenes.Center)
	f.Mark(c, place{2, 0}, deck)
	for s := range b.view.Seats() {
		y := deck.Y + float64(s)*40
		for k, card := range b.view.Played(rules.Seat(s)) {
			r := scenes.Rect{X: deck.X + cardW + 30 + float64(k)*34, Y: y, W: 30, H: 34}
			c.RoundRect(r, 4, colCard)
			c.Text(strconv.Itoa(card), r.X+15, r.Y+8, 16, scenes.ColBackground, scenes.Center)
		}
	}
	if b.viewer == rules.NoSeat {
		return
	}
	for i, card := range b.view.Hand(b.viewer) {
		r, _ := b.Where(place{1, int8(i)})
		if f.Anim.On && f.Anim.Event.Kind == toy.EventDraw && i == len(b.view.Hand(b.viewer))-1 {
			r.Y -= 40 * (1 - f.Anim.T)
		}
		c.RoundRect(r, 8, colCard)
		c.Bold(strconv.Itoa(card), r.X+r.W/2, r.Y+28, 24, scenes.ColBackground, scenes.Center)
		f.Mark(c, place{1, int8(i)}, r)
	}
}

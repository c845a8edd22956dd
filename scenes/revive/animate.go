package revive

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
)

// motion is what the event playing moves, and what the events played
// since the last view placed (kept until the next Sync).
type motion struct {
	flip struct { // a tile turning face up
		on       bool
		fp       int
		design   int
		rotation int
	}
	built struct { // a building dropped on the map
		on    bool
		space int
		seat  rules.Seat
		big   bool
	}
	meeple struct { // a meeple set on the map
		on    bool
		space int
		seat  rules.Seat
	}
	fly struct { // a card, module, token or meeple flying
		on       bool
		kind     objKind // objCard for a citizen card, objModule, objToken, objRelic, objSpace for a meeple
		id       int
		seat     int
		from, to scenes.Rect
	}
	rise struct { // a gain or a payment rising from a board
		on   bool
		gain rv.Gain
		pay  bool
		seat int
	}
}

// flipped is a space's look while a tile turns: its terrain and how wide
// it shows (the tile turns about its vertical axis).
type flipped struct {
	terrain rv.Terrain
	scale   float64
}

// tileTerrain is the look of space h while a tile turns at progress k.
func (m *motion) tileTerrain(h int, k float64) (flipped, bool) {
	if !m.flip.on {
		return flipped{}, false
	}
	fs := footprints[m.flip.fp]
	n := len(fs)
	for i, x := range fs {
		if x != h {
			continue
		}
		d := rv.TileDesignOf(m.flip.design)
		if k < 0.5 {
			return flipped{rv.Unknown, math.Cos(k * math.Pi)}, true
		}
		return flipped{d.Spaces[((i-m.flip.rotation)%n+n)%n], -math.Cos(k * math.Pi)}, true
	}
	return flipped{}, false
}

// flipping reports whether footprint fp is turning face up.
func (m *motion) flipping(fp int) bool { return m.flip.on && m.flip.fp == fp }

// boardOf is where seat p's board is on screen.
func (t *Table) boardOf(p int) scenes.Rect {
	if p == int(t.focus) {
		return t.lay.big.r
	}
	k := 0
	for q := 0; q < t.Seats; q++ {
		if q == int(t.focus) {
			continue
		}
		if q == p && k < len(t.lay.minis) {
			return t.lay.minis[k]
		}
		k++
	}
	return t.lay.big.r
}

// Animate starts the animation of event e and says how it plays.
func (t *Table) Animate(e rules.Event) table.Motion {
	m := &t.motion
	m.fly.on, m.rise.on = false, false
	if t.view == nil {
		return table.Motion{Ticks: 4, Sound: table.NoSound}
	}
	p := int(e.Seat)
	t.noteEvent(e)
	switch e.Kind {
	case rv.EvTurn:
		if p >= 0 && p < t.Seats {
			return table.Motion{Ticks: 30, Sound: table.SoundTurn, Banner: t.texts.Cat(t.Names[p], "'s turn", "")}
		}
	case rv.EvFlip, rv.EvReveal:
		t.explored = -1
		m.flip.on, m.flip.fp, m.flip.design, m.flip.rotation = true, int(e.A), int(e.B), 0
		if e.Kind == rv.EvReveal {
			m.flip.rotation = int(e.C)
			return table.Motion{Ticks: 20, Sound: table.SoundPlace}
		}
		return table.Motion{Ticks: 30, Sound: table.SoundFlip}
	case rv.EvExplore:
		t.explored = int(e.A)
		return table.Motion{Ticks: 16, Sound: table.SoundReveal}
	case rv.EvBuild:
		m.built.on, m.built.space, m.built.seat, m.built.big = true, int(e.A), e.Seat, e.B == 1
		return table.Motion{Ticks: 20, Sound: table.SoundPlace}
	case rv.EvPopulate:
		m.meeple.on, m.meeple.space, m.meeple.seat = true, int(e.B), e.Seat
		m.fly.on, m.fly.kind, m.fly.seat = true, objSpace, p
		m.fly.from = t.boardOf(p)
		if p == int(t.focus) && int(e.A) < len(t.lay.big.techs) {
			m.fly.from = t.lay.big.techs[e.A]
		}
		m.fly.to = t.lay.hexRect(int(e.B))
		return table.Motion{Ticks: 22, Sound: table.SoundPlace}
	case rv.EvCitizen:
		m.fly.on, m.fly.kind, m.fly.id, m.fly.seat = true, objCard, int(e.A), p
		if e.B >= 0 && int(e.B) < len(t.lay.cards) {
			m.fly.from = t.lay.cards[e.B]
		}
		m.fly.to = t.boardOf(p)
		if p == int(t.focus) {
			m.fly.to = t.lay.big.active
		}
		return table.Motion{Ticks: 22, Sound: table.SoundFlip}
	case rv.EvPlay:
		m.fly.on, m.fly.kind, m.fly.id, m.fly.seat = true, objCard, int(e.A), p
		m.fly.from = t.boardOf(p)
		m.fly.to = t.boardOf(p)
		if p == int(t.focus) {
			bd := &t.boards[p]
			for i, id := range bd.Active {
				if id == int(e.A) {
					m.fly.from = t.lay.big.activeCell(i, len(bd.Active))
				}
			}
			if e.B >= 0 && e.B < rv.NumSlots {
				m.fly.to = t.lay.big.slots[e.B]
			}
		}
		return table.Motion{Ticks: 18, Sound: table.SoundPlace}
	case rv.EvTakeModule:
		m.fly.on, m.fly.kind, m.fly.id, m.fly.seat = e.A >= 0, objModule, int(e.A), p
		if e.B >= 0 && int(e.B) < len(t.lay.mods) {
			m.fly.from = t.lay.mods[e.B]
		}
		m.fly.to = t.boardOf(p)
		return table.Motion{Ticks: 16, Sound: table.SoundPick}
	case rv.EvToken:
		m.fly.on, m.fly.kind, m.fly.id, m.fly.seat = e.A >= 0, objToken, int(e.A), p
		if e.A >= 0 {
			c := int(rv.TokenOf(int(e.A)).Colour)
			for i, id := range t.tokens[c] {
				if id == int(e.A) {
					m.fly.from = t.lay.tokens[c][i]
				}
			}
		}
		m.fly.to = t.boardOf(p)
		return table.Motion{Ticks: 16, Sound: table.SoundPick}
	case rv.EvGain:
		if g, ok := t.view.GainOf(e.A, e.B); ok && p >= 0 && p < t.Seats {
			m.rise.on, m.rise.gain, m.rise.pay, m.rise.seat = true, g, false, p
		}
		return table.Motion{Ticks: 14, Sound: table.SoundScore}
	case rv.EvPay, rv.EvStandIn:
		if p >= 0 && p < t.Seats {
			var g rv.Gain
			g.Res = [rv.Resources]int8{int8(e.A), int8(e.B), int8(e.C), int8(e.D)}
			if e.Kind == rv.EvStandIn {
				g.Res = [rv.Resources]int8{rv.Crystal: int8(e.D)} // the crystals paid for what was lacking
			}
			m.rise.on, m.rise.gain, m.rise.pay, m.rise.seat = true, g, true, p
		}
		return table.Motion{Ticks: 12, Sound: table.SoundPick}
	case rv.EvTrack, rv.EvUnlock, rv.EvMachine, rv.EvCrateOpen, rv.EvAbility, rv.EvSwitch, rv.EvTrade, rv.EvChooseRes:
		return table.Motion{Ticks: 10, Sound: table.SoundPlace}
	case rv.EvHibernate:
		if p >= 0 && p < t.Seats {
			return table.Motion{Ticks: 36, Sound: table.SoundReveal, Banner: t.texts.Cat(t.Names[p], " hibernates", "")}
		}
	case rv.EvMajor, rv.EvRemove:
		if l := int(e.A); l >= 0 && l < 4 {
			if k := t.relicIndex(l, rv.Colour(e.B)); k >= 0 {
				m.fly.on, m.fly.kind, m.fly.id, m.fly.seat = true, objRelic, int(e.B), p
				m.fly.from = t.lay.relics[l][k]
				m.fly.to = t.boardOf(p)
				if e.Kind == rv.EvRemove {
					m.fly.to = m.fly.from
					m.fly.to.Y -= t.lay.hexR * 3
				}
			}
		}
		return table.Motion{Ticks: 24, Sound: table.SoundScore}
	case rv.EvMinor:
		return table.Motion{Ticks: 24, Sound: table.SoundScore}
	case rv.EvScore:
		return table.Motion{Ticks: 4, Sound: table.NoSound} // the log and the head say it
	case rv.EvEndTile:
		return table.Motion{Ticks: 40, Sound: table.SoundReveal, Banner: "The last artifact is gone: one last turn each"}
	case rv.EvGameOver:
		return table.Motion{Ticks: 40, Sound: table.SoundReveal, Banner: "The land is awake"}
	}
	return table.Motion{Ticks: 6, Sound: table.NoSound}
}

// drawMotion draws what the event playing moves over the board.
func (t *Table) drawMotion(c *scenes.Canvas, f *table.Frame[obj]) {
	if !f.Anim.On {
		return
	}
	m := &t.motion
	k := scenes.EaseInOut(f.Anim.T)
	if m.fly.on {
		a, b := m.fly.from, m.fly.to
		w := a.W + (min(b.W, a.W*1.2)-a.W)*k
		h := a.H + (min(b.H, a.H*1.2)-a.H)*k
		x := a.X + a.W/2 + (b.X+b.W/2-a.X-a.W/2)*k - w/2
		y := a.Y + a.H/2 + (b.Y+b.H/2-a.Y-a.H/2)*k - h/2
		r := scenes.Rect{X: x, Y: y, W: w, H: h}
		switch m.fly.kind {
		case objCard:
			if a.W > 0 {
				t.drawCard(c, m.fly.id, scenes.Rect{X: x, Y: y, W: a.W, H: a.H}, -1)
			}
		case objModule:
			s := min(a.W, 40)
			t.drawModule(c, m.fly.id, scenes.Rect{X: r.X + r.W/2 - s/2, Y: r.Y + r.H/2 - s/2, W: s, H: s})
		case objToken:
			s := min(a.W, 40)
			t.drawToken(c, m.fly.id, scenes.Rect{X: r.X + r.W/2 - s/2, Y: r.Y + r.H/2 - s/2, W: s, H: s}, 0)
		case objRelic:
			s := a.W * (1 + k)
			cx, cy := r.Center()
			drawRelic(c, rv.Colour(m.fly.id), scenes.Rect{X: cx - s/2, Y: cy - s/2, W: s, H: s})
		case objSpace:
			s := t.lay.hexR * 1.2
			cx, cy := r.Center()
			c.ImageIn(t.cache.Meeple(t.seatCol(m.fly.seat), float64(c.Px(s))), scenes.Rect{X: cx - s/2, Y: cy - s/2, W: s, H: s}, 1)
		}
	}
	if m.built.on && f.Anim.Event.Kind == rv.EvBuild {
		h := m.built.space
		x, y := t.lay.hexX[h], t.lay.hexY[h]
		s := t.lay.hexR * (1.1 + 1.4*(1-k))
		c.Ring(x, y, s, 2, t.seatCol(int(m.built.seat)))
	}
	if m.rise.on {
		r := t.boardOf(m.rise.seat)
		s := max(min(22, r.H*0.12), t.lay.lu*1.2)
		y := r.Y + r.H*0.45 - k*r.H*0.25
		col := scenes.ColGood
		sign := "+"
		if m.rise.pay {
			col, sign = scenes.ColBad, "−"
		}
		c.PushFaded(identity, 1-f.Anim.T*0.6)
		t.gainFloor = t.lay.lu
		w := t.drawGain(c, m.rise.gain, r.X+r.W/2+s*0.4, y, s, r.W*0.8, scenes.Center, col)
		t.floorOff()
		c.Bold(sign, r.X+r.W/2-w/2-s*0.2, y-s*0.1, s*1.2, col, scenes.Center)
		c.Pop()
	}
}

// identity is the transform of a faded layer drawn in place.
var identity ebiten.GeoM

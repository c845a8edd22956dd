package revenant

import (
	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
)

// hotSpot is the place the event playing concerns, ringed while it plays:
// a ship (followed to where it is drawn) or a rectangle.
type hotSpot struct {
	on   bool
	ship int
	rect scenes.Rect
}

// flight is a ship chip flying to another Sector while its event plays
// (the view still shows it where it was).
type flight struct {
	on       bool
	ship     int
	from, to scenes.Rect
}

// flyShip starts ship id's flight from where it is drawn (or the
// Revenant, for a ship from the supply) to the next place in Sector x.
func (t *Table) flyShip(id int, x int16) {
	if id < 0 || id >= rr.NumShips || x < 0 || x >= rr.NumSectors {
		return
	}
	t.line = t.view.Line(int(x), t.line[:0])
	n := len(t.line) + 1
	to := t.chipAt(int(x), n-1, n)
	from, ok := t.shipRect(id)
	if !ok {
		from = t.lay.revenant
		from.W, from.H = to.W, to.H
	}
	t.fly = flight{on: true, ship: id, from: from, to: to}
}

func (t *Table) hotShip(id int) { t.hot = hotSpot{on: id >= 0 && id < rr.NumShips, ship: id} }

func (t *Table) hotRect(r scenes.Rect) { t.hot = hotSpot{on: true, ship: -1, rect: r} }

func (t *Table) hotSector(x int16) {
	if x >= 0 && x < rr.NumSectors {
		t.hotRect(t.lay.sectors[x])
	}
}

// Animate starts the animation of event e and says how it plays. The
// board takes a move's outcome only once its last event has played (the
// kit's Sync), and so does the log: the prompt says who plays rather than
// the event's line, and a headline or the Corrupted Crew's step waits for
// the Sync too, so that no words run ahead of the board.
func (t *Table) Animate(e rules.Event) table.Motion {
	mo := t.animate(e)
	switch {
	case e.Seat >= 0 && int(e.Seat) < len(t.Names):
		mo.Caption = t.stepCaption(e.Seat)
	case e.Kind == rr.EvAutoma:
		mo.Caption = "The Corrupted Crew plays."
	default:
		mo.Caption = "The move plays out."
	}
	return mo
}

// animate starts the animation of event e and says how it plays. The
// events worth a headline write it in the board's news strip
// (drawNews), never in the kit's banner.
func (t *Table) animate(e rules.Event) table.Motion {
	if t.view == nil {
		// Moves made before the table first synced (quick bots while it
		// opened): there is no board to move yet; the Sync shows their
		// outcome.
		return table.Motion{}
	}
	t.hot, t.fly = hotSpot{}, flight{}
	t.live.played(e, t.view)
	switch e.Kind {
	case rr.EvRound:
		t.announce(t.texts.Cat("Round ", scenes.Itoa(int(e.A)), ""))
		return table.Motion{Ticks: 40, Sound: table.SoundTurn}
	case rr.EvDraft, rr.EvInfluence:
		if e.A >= 0 && e.A < rr.NumHouses && t.onTab(tabShared) {
			t.hotRect(t.lay.houses[e.A])
		}
		return table.Motion{Ticks: 14, Sound: table.SoundPlace}
	case rr.EvAssign:
		t.corrWhy = ""
		if sp := int(e.B); sp >= 0 && sp < rr.NumShips && t.view.Ship(sp).Corrupt {
			t.corrWhy = t.texts.Cat("The ", shipLabel(sp), " your Crew boarded is corrupted")
		}
		switch sp := e.B; {
		case sp >= 0 && sp < rr.NumShips:
			t.hotShip(int(sp))
		case sp == rr.SpaceHyperjump:
			t.hotRect(t.lay.jump)
		case sp == rr.SpaceDeploy:
			t.hotRect(t.lay.deploy)
		}
		return table.Motion{Ticks: 16, Sound: table.SoundPlace}
	case rr.EvShipMove:
		t.flyShip(int(e.A), e.C)
		return table.Motion{Ticks: 18, Sound: table.SoundPlace}
	case rr.EvDeploy:
		t.flyShip(int(e.A), e.B)
		return table.Motion{Ticks: 22, Sound: table.SoundPlace}
	case rr.EvBuild, rr.EvReplace, rr.EvFront:
		t.hotShip(int(e.A))
		return table.Motion{Ticks: 16, Sound: table.SoundPlace}
	case rr.EvFrigateMove:
		t.hotSector(e.B)
		return table.Motion{Ticks: 14, Sound: table.SoundPlace}
	case rr.EvStart, rr.EvAbsorber, rr.EvVoidRemoved:
		t.hotSector(e.A)
		return table.Motion{Ticks: 12, Sound: table.SoundPlace}
	case rr.EvVoidDestroyed:
		t.hotSector(e.A)
		return table.Motion{Ticks: 18, Sound: table.SoundScore}
	case rr.EvPlanet:
		if e.B == 1 && e.A >= 0 && int(e.A) < len(rr.Planets) {
			t.corrWhy = t.texts.Cat("You took the corrupted action of ", rr.Planets[e.A].Name, "")
		}
		return table.Motion{Ticks: 14, Sound: table.SoundPlace}
	case rr.EvClone:
		t.cloned = int(e.A)
		if sp := int(e.A); sp >= 0 && sp < rr.NumShips && t.view.Ship(sp).Corrupt {
			t.corrWhy = t.texts.Cat("You cloned the action of the corrupted ", shipLabel(sp), "")
		}
		return table.Motion{Ticks: 6, Sound: table.NoSound}
	case rr.EvLand:
		return table.Motion{Ticks: 14, Sound: table.SoundPlace}
	case rr.EvAttack:
		t.breach = int(e.A)
		t.hotSector(e.A)
		t.announce(t.texts.Cat("Breach: ", rr.SectorNames[e.A], " attacked"))
		return table.Motion{Ticks: 26, Sound: table.SoundError}
	case rr.EvDamage, rr.EvCorruptShip, rr.EvRepair:
		t.hotShip(int(e.A))
		return table.Motion{Ticks: 14, Sound: table.SoundError}
	case rr.EvDestroyed:
		return table.Motion{Ticks: 24, Sound: table.SoundError}
	case rr.EvTile:
		t.corrWhy = t.texts.Cat("The Revenant's Damage tile ", rr.Tiles[e.A].Name, " resolved")
		t.hotRect(t.lay.revenant)
		return table.Motion{Ticks: 22, Sound: table.SoundError}
	case rr.EvRevenantHit, rr.EvJumpCancelled:
		t.hotRect(t.lay.revenant)
		return table.Motion{Ticks: 22, Sound: table.SoundError}
	case rr.EvJump:
		t.breach = -1
		t.announce("Hyperjump!")
		return table.Motion{Ticks: 40, Sound: table.SoundReveal}
	case rr.EvSpawn, rr.EvVoidArrive:
		t.hotSector(e.A)
		return table.Motion{Ticks: 16, Sound: table.SoundError}
	case rr.EvSonarPlace, rr.EvSonarReveal, rr.EvColonyReveal, rr.EvColony:
		return table.Motion{Ticks: 20, Sound: table.SoundFlip}
	case rr.EvRecall:
		t.breach = -1
		t.announce("Recall")
		return table.Motion{Ticks: 24, Sound: table.SoundTurn}
	case rr.EvTactics, rr.EvGain, rr.EvPay, rr.EvData, rr.EvTacticsLost, rr.EvResourceLost, rr.EvDataLost:
		return table.Motion{Ticks: 8, Sound: table.SoundScore}
	case rr.EvPlay, rr.EvCardDraw, rr.EvDiscard, rr.EvHIDraw, rr.EvHIKeep:
		return table.Motion{Ticks: 10, Sound: table.SoundFlip}
	case rr.EvCorruption, rr.EvOverflow:
		return table.Motion{Ticks: 16, Sound: table.SoundError}
	case rr.EvAutoma:
		t.automaNext = t.view.EventText(e)
		return table.Motion{Ticks: 30, Sound: table.SoundPlace}
	case rr.EvReveal, rr.EvHIReveal:
		return table.Motion{Ticks: 30, Sound: table.SoundReveal}
	case rr.EvGameOver:
		t.announce("The fleet's flight is over")
		return table.Motion{Ticks: 40, Sound: table.SoundReveal}
	}
	return table.Motion{Ticks: 6, Sound: table.NoSound}
}

// drawFlight draws the ship in flight, eased from where it was to where
// it goes.
func (t *Table) drawFlight(c *scenes.Canvas, f *table.Frame[obj]) {
	if !t.fly.on || !f.Anim.On {
		return
	}
	k := scenes.EaseInOut(f.Anim.T)
	a, b := t.fly.from, t.fly.to
	r := scenes.Rect{X: a.X + (b.X-a.X)*k, Y: a.Y + (b.Y-a.Y)*k, W: a.W + (b.W-a.W)*k, H: a.H + (b.H-a.H)*k}
	c.RoundRectStroke(b, 5, 2, colHot)
	t.drawShip(c, t.fly.ship, r)
}

// shipLabel names ship id: "Fenrax Arkship".
func shipLabel(id int) string {
	return rr.HouseNames[rr.ShipHouse(id)] + " " + rr.KindNames[rr.ShipKind(id)]
}

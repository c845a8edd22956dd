package revive

import (
	"strconv"

	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	sr "starboard/sprites/revive"
)

// guide is the How to play of Revive.
var guide = []scenes.GuidePage{
	{Title: "Wake the land",
		Text: "Your tribe wakes from a long sleep. Explore the land around the chasm, build beside forests, mountains and fields to run your machines, send meeples to cities, ruins and large locations, and gather the major artifacts.\n\n" +
			"On your turn take one or two actions (the dots on your board count the actions left), or hibernate. The game ends when the last major artifact is gone; the most points win. Each seat after the first starts " + strconv.Itoa(rv.SeatHeadStart) + " points further up the points track, since earlier seats may get a turn more at the end.",
		Picture: pictureTurn},
	{Title: "Play a card",
		Text: "Tap a card of your active area, then a vacant slot: the two left slots show the card's top half, the next two its bottom half, the fifth (opened by technology 2.2) either. You gain what that half shows.\n\n" +
			"A card with the gold ring lets another slide under it; when the two share a colour, both fire. Modules in the slot that share the card's colour fire too.",
		Picture: pictureCards},
	{Title: "Explore, build, populate",
		Text: "Tap a face-down tile to explore it: pay its cost (red) and the range in food, take its bonus, take a citizen card, then turn the tile: tap a layout offered to see it on the map, and tap it again to place it.\n\n" +
			"To build, tap a building of your board, then a sand space: each forest, mountain or field beside it moves a machine track. To populate, tap a technology, then a city, ruin or large location.\n\n" + arriveWords,
		Picture: pictureMap},
	{Title: "Machines and free actions",
		Text: "Tracks unlock machines when their markers reach them. On your turn, at any time, tap an unlocked machine to run it with one energy, tap a crate to open it, tap your crystal then a resource to trade, or tap your tribe's ability.\n\n" +
			"Hold any card, module, token or large location to read it large, and another player's board to see it whole. Rest the mouse on any part of a board to read what it does; the Player aid keys every symbol. While others play, their board is shown large; tap a seat in the list to choose whose.",
		Picture: pictureMachines},
	{Title: "Hibernate",
		Text: "Instead of acting, tap Hibernate: energy comes back from the machines, the resting cards wake into your active area, the slotted cards go to rest, and the switch goes back up. Your marker moves on the hibernation track and you take the reward of its space or one below.\n\n" +
			"On the fifth space each hibernation removes a major artifact from the game.",
		Picture: pictureHibernate},
}

// arriveWords says how a player takes a major artifact from a large
// location (revive-4's arriving beside it).
const arriveWords = "The first time you arrive at a large location, take one of its major artifacts, the colour you choose: you arrive with a meeple on it, a building beside it, or by exploring the tile beside it or putting a building or meeple on that tile."

// guideTable is a board with no game, to draw the real cards and pieces.
func guideTable() *Table {
	return &Table{Base: table.Base[obj]{Names: []string{"Ada", "Bruno"}, SeatColor: []int{0, 1}}, cache: sr.NewCache(64), turning: -1}
}

// canvasOf returns a canvas over the picture, in its logical units, with
// the board's ground laid.
func canvasOf(p *scenes.Picture) *scenes.Canvas {
	c := &scenes.Canvas{Dst: p.Dst, Scale: p.S, W: scenes.PictureW, H: scenes.PictureH, App: &scenes.App{Text: p.Text}}
	c.RoundRect(scenes.Rect{X: 8, Y: 8, W: scenes.PictureW - 16, H: scenes.PictureH - 16}, 16, colPanel)
	return c
}

// cardNamed returns the first card of that name.
func cardNamed(name string) int {
	for id := 0; id < rv.NumCards; id++ {
		if rv.CardOf(id).Name == name {
			return id
		}
	}
	return 0
}

func pictureTurn(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	terrains := []rv.Terrain{rv.Forest, rv.Sand, rv.Mountain, rv.Field, rv.Water, rv.City, rv.Unknown}
	for i, tr := range terrains {
		x := 90 + float64(i%4)*130
		y := 90 + float64(i/4)*140
		t.hexImage(c, tr, x, y, 50)
		p.Label(tr.String(), x, y+56, 16, scenes.ColText)
	}
	s := 46.0
	c.ImageIn(t.cache.Building(sprites.SeatColor(0), false, s*p.S), scenes.Rect{X: 90 + 130 - s/2, Y: 90 - s/2, W: s, H: s}, 1)
	c.ImageIn(t.cache.Meeple(sprites.SeatColor(1), s*p.S), scenes.Rect{X: 90 + 130 - s/2, Y: 230 - s/2, W: s, H: s}, 1)
	p.Label("a building on sand, a meeple in a city", scenes.PictureW/2, 330, 17, scenes.ColText)
	p.Label("face-down tiles show their cost (red) and bonus", scenes.PictureW/2, 360, 16, scenes.ColDim)
}

func pictureCards(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	t.drawCard(c, cardNamed("Grove Singer"), scenes.Rect{X: 60, Y: 50, W: 150, H: 200}, -1)
	p.Heading("a card", 135, 22)
	for i, half := range []int{0, 1} {
		r := scenes.Rect{X: 300 + float64(i)*150, Y: 50, W: 130, H: 120}
		t.drawCard(c, cardNamed("Grove Singer"), r, half)
		p.Label([]string{"in a top slot", "in a bottom slot"}[i], r.X+r.W/2, 180, 15, scenes.ColDim)
	}
	p.Arrow(215, 150, 295, 110, scenes.ColAccent)
	for i := 0; i < 3; i++ {
		t.drawModule(c, i*4+8, scenes.Rect{X: 300 + float64(i)*56, Y: 220, W: 48, H: 48})
	}
	p.Label("modules of the slot's colour fire with the card", 400, 290, 15, scenes.ColText)
	p.Label("gold ring: another card may slide under", scenes.PictureW/2, 350, 16, scenes.ColDim)
}

func pictureMap(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	for i, tr := range []rv.Terrain{rv.Unknown, rv.Unknown, rv.Unknown, rv.Unknown} {
		x := 110 + float64(i%2)*70 + float64(i/2)*35
		y := 120 + float64(i/2)*60
		t.hexImage(c, tr, x, y, 40)
	}
	t.drawGain(c, rv.Gain{Res: [rv.Resources]int8{0, 1, 1, 0}}, 180, 145, 20, 80, scenes.Center, scenes.ColBad)
	t.drawGain(c, rv.Gain{Crate: 1, VP: 1}, 180, 170, 20, 80, scenes.Center, scenes.ColText)
	p.Arrow(260, 150, 330, 150, scenes.ColAccent)
	for i, tr := range []rv.Terrain{rv.Forest, rv.Sand, rv.Water, rv.Field} {
		x := 380 + float64(i%2)*70 + float64(i/2)*35
		y := 120 + float64(i/2)*60
		t.hexImage(c, tr, x, y, 40)
	}
	p.Label("explore, then turn the tile as you wish", scenes.PictureW/2, 240, 17, scenes.ColText)
	t.hexImage(c, rv.Sand, 150, 330, 40)
	t.hexImage(c, rv.Forest, 220, 330, 40)
	c.ImageIn(t.cache.Building(sprites.SeatColor(0), false, 44*p.S), scenes.Rect{X: 128, Y: 308, W: 44, H: 44}, 1)
	p.Label("build beside a forest: a green step", 185, 380, 15, scenes.ColText)
	t.hexImage(c, rv.Ruin, 420, 330, 40)
	c.ImageIn(t.cache.Meeple(sprites.SeatColor(0), 44*p.S), scenes.Rect{X: 398, Y: 308, W: 44, H: 44}, 1)
	p.Label("a meeple on a ruin: a small artifact", 420, 380, 15, scenes.ColText)
	p.Label("range: one food per space between your nearest piece and the target", scenes.PictureW/2, 405, 14, scenes.ColDim)
}

func pictureMachines(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	for tr := 0; tr < rv.Tracks; tr++ {
		col := sr.Colour(rv.Colour(tr))
		y := 60 + float64(tr)*60
		c.RoundRect(scenes.Rect{X: 40, Y: y, W: 30, H: 44}, 5, col)
		for s := 1; s <= rv.TrackLength; s++ {
			r := scenes.Rect{X: 40 + float64(s)*62, Y: y, W: 58, H: 44}
			c.RoundRect(r, 4, sprites.Shade(col, -0.6))
		}
	}
	for r := 0; r < 12; r++ {
		rw := rv.RewardOf(r)
		cell := scenes.Rect{X: 40 + float64(rw.Space)*62, Y: 60 + float64(rw.Track)*60, W: 58, H: 44}
		if rw.Token {
			c.Bold("?", cell.X+29, cell.Y+12, 20, scenes.ColDim, scenes.Center)
			continue
		}
		t.drawGain(c, rw.Machine, cell.X+29, cell.Y+12, 20, 54, scenes.Center, scenes.ColText)
	}
	p.Label("a marker reaching a machine unlocks it; one energy runs it", scenes.PictureW/2, 260, 16, scenes.ColText)
	for i, k := range []int{sr.IconEnergy, sr.IconCrate, sr.IconCrystal, sr.IconAnyResource} {
		c.ImageIn(t.cache.Icon(k, 36*p.S), scenes.Rect{X: 130 + float64(i)*100, Y: 300, W: 36, H: 36}, 1)
	}
	p.Label("free actions: machines, crates, trades, the tribe ability", scenes.PictureW/2, 360, 16, scenes.ColDim)
}

func pictureHibernate(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	for i := 0; i < rv.HibernationSpaces; i++ {
		r := scenes.Rect{X: 40 + float64(i)*106, Y: 80, W: 98, H: 70}
		c.RoundRect(r, 6, colCell)
		c.Text(scenes.Itoa(i+1), r.X+6, r.Y+4, 14, scenes.ColDim, scenes.Left)
		t.drawGain(c, rv.HibernationReward(i), r.X+r.W/2, r.Y+28, 24, r.W-10, scenes.Center, scenes.ColText)
		if i == 2 {
			c.RoundRectStroke(r, 6, 3, sprites.SeatColor(0))
		}
	}
	p.Label("the marker moves one space: take its reward or one below", scenes.PictureW/2, 180, 16, scenes.ColText)
	for col := 0; col < 4; col++ {
		drawRelic(c, rv.Colour(col), scenes.Rect{X: 200 + float64(col)*50, Y: 240, W: 36, H: 36})
	}
	p.Label("major artifacts: when the last is gone, one last turn each", scenes.PictureW/2, 300, 16, scenes.ColDim)
}

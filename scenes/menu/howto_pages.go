package menu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/sprites"
)

// howPage is one page of How to play.
type howPage struct {
	title   string
	text    string
	picture func(p *picture)
}

// guide is the How to play of one title.
type guide struct {
	slug, name string
	pages      []howPage
}

// allGuides are the guides of the titles, in menu order.
var allGuides = []guide{
	{"gods", "Gods Don't Play Dice", howPages},
	{"desolated", "Desolated", desolatedPages},
}

var howPages = []howPage{
	{"A planet, built together",
		"You are gods shaping a young planet, and you play as one team: the table scores together, and wins or loses together.\n\n" +
			"Each god holds three pawns. Everyone sees their colours, but only you see the other side of yours, the need side: it tells where the pawn wants to be. " +
			"You may never say what your pawns need. Point, choose and place, and read your partners from what they do.",
		pictureHand},
	{"The pawns",
		"Twenty Element pawns, four of each kind: Water, Mineral, Plant, Insect and Animal. They start in the bag, and each god draws three.\n\n" +
			"Then four white Oxygen pawns join the bag. The two purple Bacteria wait beside a fourth continent, set aside at the start; three continents are in play.",
		picturePawns},
	{"Your turn, in four steps",
		"1.  Point at one of your pawns. Everyone sees its colour; nothing binds you to play it.\n\n" +
			"2.  The god on your right designates a continent where you can place.\n\n" +
			"3.  Place any of your pawns on a free space there, need side down. Only Oxygen goes on the white space.\n\n" +
			"4.  Draw a pawn from the bag. The next god's turn begins.",
		pictureTurn},
	{"What pawns need",
		"At the end every pawn is turned over and judged.\n\n" +
			"Water: the only Water of its continent.\n" +
			"Mineral: on the soil it shows.\n" +
			"Plant: not linked to the kind it crosses out.\n" +
			"Insect: linked to the kind it shows.\n" +
			"Animal: linked to one kind, and not to another.",
		pictureNeeds},
	{"Continents and links",
		"A continent has five element spaces, each of a soil (Sand, Rock, Clay or Ice), and one white space for Oxygen. Printed links join some of its spaces.\n\n" +
			"A pawn is linked to a kind when a space linked to its own holds a pawn of that kind. Links never cross from one continent to another.",
		pictureContinent},
	{"Oxygen and Bacteria",
		"Place an Oxygen need side up and its action happens at once on that continent: Flip a pawn face up, Exchange two pawns, or Look at a pawn and move it. Placed element side up, it keeps its secret and scores 1 point.\n\n" +
			"When a continent's five element spaces are full, the fourth continent opens and the Bacteria join the bag. A Bacteria drawn acts at once: Share (everyone passes a pawn to the left) or Move (shift a placed pawn to another continent).",
		pictureOxygen},
	{"The end, and your rank",
		"The game ends when every Element and Oxygen pawn is on the planet. All are turned over, and each pawn whose need is not met is taken off.\n\n" +
			"A continent that is still full and holds exactly one Water scores a point per Element pawn. Each Oxygen placed element side up scores 1. The best score is 24.",
		pictureRanks},
}

// picture draws one page's picture into an image, in logical units.
type picture struct {
	dst  *ebiten.Image
	s    float64
	text scenes.TextDrawer
}

func renderPicture(draw func(*picture), scale float64, text scenes.TextDrawer) *ebiten.Image {
	p := &picture{dst: ebiten.NewImage(int(picW*scale+0.5), int(picH*scale+0.5)), s: scale, text: text}
	draw(p)
	return p.dst
}

func (p *picture) put(img *ebiten.Image, x, y float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x*p.s-float64(b.Dx())/2, y*p.s-float64(b.Dy())/2)
	p.dst.DrawImage(img, op)
	img.Deallocate()
}

func (p *picture) pawn(kind int, faceUp bool, x, y, size float64) {
	p.put(sprites.GodsPawn(kind, faceUp, size*p.s), x, y)
}

func (p *picture) need(n sprites.NeedSpec, x, y, size float64) {
	p.put(sprites.GodsNeed(n, size*p.s), x, y)
}

func (p *picture) label(s string, x, y, size float64, c color.Color) {
	p.text.Draw(p.dst, s, x, y, size, p.s, c, scenes.Center, false)
}

func (p *picture) heading(s string, x, y float64) {
	p.text.Draw(p.dst, s, x, y, 20, p.s, scenes.ColAccent, scenes.Center, true)
}

func (p *picture) arrow(x0, y0, x1, y1 float64, c color.Color) {
	s := p.s
	sprites.Line(p.dst, x0*s, y0*s, x1*s, y1*s, 4*s, c)
	a := math.Atan2(y1-y0, x1-x0)
	l := 18.0
	pts := []sprites.Point{
		{X: (x1 + 4*math.Cos(a)) * s, Y: (y1 + 4*math.Sin(a)) * s},
		{X: (x1 - l*math.Cos(a-0.5)) * s, Y: (y1 - l*math.Sin(a-0.5)) * s},
		{X: (x1 - l*math.Cos(a+0.5)) * s, Y: (y1 - l*math.Sin(a+0.5)) * s},
	}
	sprites.FillPolygon(p.dst, pts, c)
}

var handNeeds = []sprites.NeedSpec{
	{Kind: sprites.KindInsect, Target: sprites.KindPlant},
	{Kind: sprites.KindMineral, Soil: sprites.SoilRock},
	{Kind: sprites.KindAnimal, Target: sprites.KindWater, Avoid: sprites.KindAnimal},
}

func pictureHand(p *picture) {
	p.heading("What you see", picW/2, 24)
	for i, n := range handNeeds {
		p.need(n, picW/2+float64(i-1)*150, 140, 124)
	}
	p.heading("What the others see", picW/2, 232)
	for i, n := range handNeeds {
		p.pawn(n.Kind, false, picW/2+float64(i-1)*150, 340, 112)
	}
}

func picturePawns(p *picture) {
	kinds := []int{sprites.KindWater, sprites.KindMineral, sprites.KindPlant, sprites.KindInsect, sprites.KindAnimal}
	p.heading("Element pawns: four of each", picW/2, 20)
	for i, k := range kinds {
		x := picW/2 + float64(i-2)*112
		p.pawn(k, false, x, 120, 92)
		p.label(sprites.KindName(k), x, 174, 18, scenes.ColText)
	}
	p.heading("Oxygen: four", 150, 236)
	p.heading("Bacteria: two", 450, 236)
	p.pawn(sprites.KindOxygen, false, 150, 330, 100)
	p.pawn(sprites.KindBacteria, false, 450, 330, 100)
	p.put(sprites.GodsBag(96*p.s), 300, 336)
	p.label("the bag", 300, 392, 17, scenes.ColDim)
}

func pictureTurn(p *picture) {
	hand := []int{sprites.KindPlant, sprites.KindWater, sprites.KindAnimal}
	p.heading("1  Point", 84, 22)
	for i, k := range hand {
		y := 120 + float64(i)*100
		if i == 1 {
			p.put(sprites.GodsSelectionGlow(112*p.s), 84, y)
		}
		p.pawn(k, false, 84, y, 80)
	}
	p.arrow(140, 220, 186, 220, scenes.ColAccent)
	p.heading("2  Designate    3  Place", 360, 22)
	drawContinent(p, 360, 212, 330, map[int]int{0: sprites.KindWater}, false)
	pos := continentSpaces(360, 212, 330*0.34)
	p.put(sprites.GodsHighlightRing(330*0.2*p.s), pos[0][0], pos[0][1])
	p.put(sprites.GodsBag(76*p.s), 548, 350)
	p.heading("4  Draw", 548, 396)
}

func pictureNeeds(p *picture) {
	needs := []struct {
		n    sprites.NeedSpec
		text string
	}{
		{sprites.NeedSpec{Kind: sprites.KindWater}, "alone"},
		{sprites.NeedSpec{Kind: sprites.KindMineral, Soil: sprites.SoilIce}, "on Ice"},
		{sprites.NeedSpec{Kind: sprites.KindPlant, Avoid: sprites.KindInsect}, "not by Insect"},
		{sprites.NeedSpec{Kind: sprites.KindInsect, Target: sprites.KindPlant}, "by a Plant"},
		{sprites.NeedSpec{Kind: sprites.KindAnimal, Target: sprites.KindWater, Avoid: sprites.KindMineral}, "by Water, not Mineral"},
	}
	pos := [][2]float64{{110, 110}, {300, 110}, {490, 110}, {190, 300}, {410, 300}}
	for i, n := range needs {
		x, y := pos[i][0], pos[i][1]
		p.need(n.n, x, y, 132)
		p.label(n.text, x, y+76, 18, scenes.ColText)
	}
}

// drawContinent draws a small continent of the first easy face, with its
// links and spaces, centred on cx, cy; pawns maps spaces to kinds. With
// soils, each element space is named.
func drawContinent(p *picture, cx, cy, width float64, pawns map[int]int, soils bool) {
	face := demoFace()
	s := p.s
	p.put(sprites.GodsContinentBackdrop(width*s, width*0.78*s, 3), cx, cy)
	pos := continentSpaces(cx, cy, width*0.34)
	for _, l := range face.Links {
		a, b := pos[l[0]], pos[l[1]]
		sprites.DrawGodsLink(p.dst, a[0]*s, a[1]*s, b[0]*s, b[1]*s, width*0.012*s)
	}
	space := width * 0.2
	for i := 0; i < 6; i++ {
		soil := 0
		if i < 5 {
			soil = int(face.Soils[i])
		}
		p.put(sprites.GodsSpace(soil, i == 5, space*s), pos[i][0], pos[i][1])
		if k, ok := pawns[i]; ok {
			p.pawn(k, false, pos[i][0], pos[i][1], space*0.74)
		}
		if soils && i < 5 {
			name := sprites.SoilName(soil)
			lw, _ := p.text.Measure(name, 15, true)
			x, y := pos[i][0], pos[i][1]+space*0.52
			sprites.FillRoundRect(p.dst, (x-lw/2-7)*s, (y-2)*s, (lw+14)*s, 22*s, 8*s, color.RGBA{0x0b, 0x10, 0x1e, 0xd8})
			p.text.Draw(p.dst, name, x, y, 15, s, scenes.ColText, scenes.Center, true)
		}
	}
}

// continentSpaces places the five element spaces on a ring and the white
// space in the middle.
func continentSpaces(cx, cy, r float64) [6][2]float64 {
	var pos [6][2]float64
	for i := 0; i < 5; i++ {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/5
		pos[i] = [2]float64{cx + r*math.Cos(a), cy + r*0.8*math.Sin(a)}
	}
	pos[5] = [2]float64{cx, cy}
	return pos
}

// demoFace is the first continent face of an easy game.
func demoFace() gods.Face {
	g, err := gods.Title.New(rules.Setup{Seats: 2, Seed: 1, Options: rules.Options{"faces": "easy"}})
	if err != nil {
		return gods.Face{}
	}
	return g.(*gods.State).FaceOf(0)
}

func pictureContinent(p *picture) {
	drawContinent(p, 300, 196, 450, map[int]int{0: sprites.KindPlant, 1: sprites.KindInsect, 4: sprites.KindWater}, true)
	p.label("The Insect is linked to the Plant, and so is the Water.", picW/2, 396, 18, scenes.ColDim)
}

func pictureOxygen(p *picture) {
	p.heading("Oxygen actions", picW/2, 14)
	for i, a := range []int{sprites.ActionFlip, sprites.ActionExchange, sprites.ActionLookMove} {
		x := picW/2 + float64(i-1)*170
		p.need(sprites.NeedSpec{Kind: sprites.KindOxygen, Action: a}, x, 112, 118)
	}
	for i, t := range []string{"Flip", "Exchange", "Look and move"} {
		p.label(t, picW/2+float64(i-1)*170, 178, 18, scenes.ColText)
	}
	p.heading("Bacteria effects", picW/2, 224)
	for i, e := range []int{sprites.EffectShare, sprites.EffectShift} {
		x := picW/2 + (float64(i)-0.5)*200
		p.need(sprites.NeedSpec{Kind: sprites.KindBacteria, Effect: e}, x, 318, 118)
	}
	p.label("Share", picW/2-100, 384, 18, scenes.ColText)
	p.label("Move", picW/2+100, 384, 18, scenes.ColText)
}

func pictureRanks(p *picture) {
	rows := [][4]string{
		{"Rank", "2 gods", "3 gods", "4 gods"},
		{"Demi-gods", "0–14", "0–13", "0–12"},
		{"Worthy of a prophet", "15–19", "14–18", "13–17"},
		{"Divine college", "20–23", "19–23", "18–23"},
		{"Gods", "24", "24", "24"},
	}
	cols := []float64{34, 330, 430, 530}
	y := 40.0
	for i, r := range rows {
		col := color.Color(scenes.ColText)
		bold := i == 0
		if bold {
			col = scenes.ColAccent
		}
		if i > 0 {
			sprites.FillRoundRect(p.dst, 20*p.s, (y-10)*p.s, (picW-40)*p.s, 58*p.s, 10*p.s, color.RGBA{0x1a, 0x22, 0x38, 0xff})
		}
		p.text.Draw(p.dst, r[0], cols[0], y+6, 22, p.s, col, scenes.Left, bold || i == 4)
		for j := 1; j < 4; j++ {
			p.text.Draw(p.dst, r[j], cols[j], y+6, 22, p.s, col, scenes.Center, bold)
		}
		y += 72
	}
}

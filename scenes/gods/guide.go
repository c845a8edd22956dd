package gods

import (
	"image/color"
	"math"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/sprites"
	godsart "starboard/sprites/gods"
)

// guide is the How to play of Gods Don't Play Dice.
var guide = []scenes.GuidePage{
	{Title: "A planet, built together",
		Text: "You are gods shaping a young planet, and you play as one team: the table scores together, and wins or loses together.\n\n" +
			"Each god holds three pawns. Everyone sees their colours, but only you see the other side of yours, the need side: it tells where the pawn wants to be. " +
			"You may never say what your pawns need. Point, choose and place, and read your partners from what they do.",
		Picture: pictureHand},
	{Title: "The pawns",
		Text: "Twenty Element pawns, four of each kind: Water, Mineral, Plant, Insect and Animal. They start in the bag, and each god draws three.\n\n" +
			"Then four white Oxygen pawns join the bag. The two purple Bacteria wait beside a fourth continent, set aside at the start; three continents are in play.",
		Picture: picturePawns},
	{Title: "Your turn, in four steps",
		Text: "1.  Point at one of your pawns. Everyone sees its colour; nothing binds you to play it. Bots point at the pawn they would most like to place, and read your pointing so.\n\n" +
			"2.  The god on your right designates a continent where you can place.\n\n" +
			"3.  Place any of your pawns on a free space there, need side down. Only Oxygen goes on the white space.\n\n" +
			"4.  Draw a pawn from the bag. The next god's turn begins.",
		Picture: pictureTurn},
	{Title: "What pawns need",
		Text: "At the end every pawn is turned over and judged.\n\n" +
			"Water: the only Water of its continent.\n" +
			"Mineral: on the soil it shows.\n" +
			"Plant: not linked to the kind it crosses out.\n" +
			"Insect: linked to the kind it shows.\n" +
			"Animal: linked to one kind, and not to another.",
		Picture: pictureNeeds},
	{Title: "Continents and links",
		Text: "A continent has five element spaces, each of a soil (Sand, Rock, Clay or Ice), and one white space for Oxygen. Printed links join some of its spaces.\n\n" +
			"A pawn is linked to a kind when a space linked to its own holds a pawn of that kind. Links never cross from one continent to another.",
		Picture: pictureContinent},
	{Title: "Oxygen and Bacteria",
		Text: "Place an Oxygen need side up and its action happens at once on that continent: Flip a pawn face up, Exchange two pawns, or Look at a pawn and move it. Placed element side up, it keeps its secret and scores 1 point.\n\n" +
			"When a continent's five element spaces are full, the fourth continent opens and the Bacteria join the bag. A Bacteria drawn acts at once: Share (everyone passes a pawn to the left) or Move (shift a placed pawn to another continent).",
		Picture: pictureOxygen},
	{Title: "The end, and your rank",
		Text: "The game ends when every Element and Oxygen pawn is on the planet. All are turned over, and each pawn whose need is not met is taken off.\n\n" +
			"A continent that is still full and holds exactly one Water scores a point per Element pawn. Each Oxygen placed element side up scores 1. The best score is 24.",
		Picture: pictureRanks},
}

// pawn draws a pawn of a kind, element side up or need side up.
func pawn(p *scenes.Picture, kind gods.Kind, faceUp bool, x, y, size float64) {
	p.Put(godsart.Pawn(kind, faceUp, size*p.S), x, y)
}

// need draws the need side of a pawn.
func need(p *scenes.Picture, n gods.Need, x, y, size float64) {
	p.Put(godsart.Need(n, size*p.S), x, y)
}

var handNeeds = []gods.Need{
	{Kind: gods.Insect, Target: gods.Plant},
	{Kind: gods.Mineral, Soil: gods.Rock},
	{Kind: gods.Animal, Target: gods.Water, Avoid: gods.Animal},
}

func pictureHand(p *scenes.Picture) {
	p.Heading("What you see", scenes.PictureW/2, 24)
	for i, n := range handNeeds {
		need(p, n, scenes.PictureW/2+float64(i-1)*150, 140, 124)
	}
	p.Heading("What the others see", scenes.PictureW/2, 232)
	for i, n := range handNeeds {
		pawn(p, n.Kind, false, scenes.PictureW/2+float64(i-1)*150, 340, 112)
	}
}

func picturePawns(p *scenes.Picture) {
	kinds := []gods.Kind{gods.Water, gods.Mineral, gods.Plant, gods.Insect, gods.Animal}
	p.Heading("Element pawns: four of each", scenes.PictureW/2, 20)
	for i, k := range kinds {
		x := scenes.PictureW/2 + float64(i-2)*112
		pawn(p, k, false, x, 120, 92)
		p.Label(k.String(), x, 174, 18, scenes.ColText)
	}
	p.Heading("Oxygen: four", 150, 236)
	p.Heading("Bacteria: two", 450, 236)
	pawn(p, gods.Oxygen, false, 150, 330, 100)
	pawn(p, gods.Bacteria, false, 450, 330, 100)
	p.Put(godsart.Bag(96*p.S), 300, 336)
	p.Label("the bag", 300, 392, 17, scenes.ColDim)
}

func pictureTurn(p *scenes.Picture) {
	hand := []gods.Kind{gods.Plant, gods.Water, gods.Animal}
	p.Heading("1  Point", 84, 22)
	for i, k := range hand {
		y := 120 + float64(i)*100
		if i == 1 {
			p.Put(godsart.SelectionGlow(112*p.S), 84, y)
		}
		pawn(p, k, false, 84, y, 80)
	}
	p.Arrow(140, 220, 186, 220, scenes.ColAccent)
	p.Heading("2  Designate    3  Place", 360, 22)
	drawContinent(p, 360, 212, 330, map[int]gods.Kind{0: gods.Water}, false)
	pos := continentSpaces(360, 212, 330*0.34)
	p.Put(godsart.HighlightRing(330*0.2*p.S), pos[0][0], pos[0][1])
	p.Put(godsart.Bag(76*p.S), 548, 350)
	p.Heading("4  Draw", 548, 396)
}

func pictureNeeds(p *scenes.Picture) {
	needs := []struct {
		n    gods.Need
		text string
	}{
		{gods.Need{Kind: gods.Water}, "alone"},
		{gods.Need{Kind: gods.Mineral, Soil: gods.Ice}, "on Ice"},
		{gods.Need{Kind: gods.Plant, Avoid: gods.Insect}, "not by Insect"},
		{gods.Need{Kind: gods.Insect, Target: gods.Plant}, "by a Plant"},
		{gods.Need{Kind: gods.Animal, Target: gods.Water, Avoid: gods.Mineral}, "by Water, not Mineral"},
	}
	pos := [][2]float64{{110, 110}, {300, 110}, {490, 110}, {190, 300}, {410, 300}}
	for i, n := range needs {
		x, y := pos[i][0], pos[i][1]
		need(p, n.n, x, y, 132)
		p.Label(n.text, x, y+76, 18, scenes.ColText)
	}
}

// drawContinent draws a small continent of the first easy face, with its
// links and spaces, centred on cx, cy; pawns maps spaces to kinds. With
// soils, each element space is named.
func drawContinent(p *scenes.Picture, cx, cy, width float64, pawns map[int]gods.Kind, soils bool) {
	face := demoFace()
	s := p.S
	p.Put(godsart.ContinentBackdrop(width*s, width*0.78*s, 3), cx, cy)
	pos := continentSpaces(cx, cy, width*0.34)
	for _, l := range face.Links {
		a, b := pos[l[0]], pos[l[1]]
		godsart.DrawLink(p.Dst, a[0]*s, a[1]*s, b[0]*s, b[1]*s, width*0.012*s)
	}
	space := width * 0.2
	for i := 0; i < 6; i++ {
		var soil gods.Soil
		if i < 5 {
			soil = face.Soils[i]
		}
		p.Put(godsart.Space(soil, i == 5, space*s), pos[i][0], pos[i][1])
		if k, ok := pawns[i]; ok {
			pawn(p, k, false, pos[i][0], pos[i][1], space*0.74)
		}
		if soils && i < 5 {
			name := soil.String()
			lw, _ := p.Text.Measure(name, 15, true)
			x, y := pos[i][0], pos[i][1]+space*0.52
			sprites.FillRoundRect(p.Dst, (x-lw/2-7)*s, (y-2)*s, (lw+14)*s, 22*s, 8*s, color.RGBA{0x0b, 0x10, 0x1e, 0xd8})
			p.Text.Draw(p.Dst, name, x, y, 15, s, scenes.ColText, scenes.Center, true)
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

func pictureContinent(p *scenes.Picture) {
	drawContinent(p, 300, 196, 450, map[int]gods.Kind{0: gods.Plant, 1: gods.Insect, 4: gods.Water}, true)
	p.Label("The Insect is linked to the Plant, and so is the Water.", scenes.PictureW/2, 396, 18, scenes.ColDim)
}

func pictureOxygen(p *scenes.Picture) {
	p.Heading("Oxygen actions", scenes.PictureW/2, 14)
	for i, a := range []gods.Action{gods.Flip, gods.Exchange, gods.LookMove} {
		x := scenes.PictureW/2 + float64(i-1)*170
		need(p, gods.Need{Kind: gods.Oxygen, Action: a}, x, 112, 118)
	}
	for i, t := range []string{"Flip", "Exchange", "Look and move"} {
		p.Label(t, scenes.PictureW/2+float64(i-1)*170, 178, 18, scenes.ColText)
	}
	p.Heading("Bacteria effects", scenes.PictureW/2, 224)
	for i, e := range []gods.Effect{gods.Share, gods.Shift} {
		x := scenes.PictureW/2 + (float64(i)-0.5)*200
		need(p, gods.Need{Kind: gods.Bacteria, Effect: e}, x, 318, 118)
	}
	p.Label("Share", scenes.PictureW/2-100, 384, 18, scenes.ColText)
	p.Label("Move", scenes.PictureW/2+100, 384, 18, scenes.ColText)
}

func pictureRanks(p *scenes.Picture) {
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
			sprites.FillRoundRect(p.Dst, 20*p.S, (y-10)*p.S, (scenes.PictureW-40)*p.S, 58*p.S, 10*p.S, color.RGBA{0x1a, 0x22, 0x38, 0xff})
		}
		p.Text.Draw(p.Dst, r[0], cols[0], y+6, 22, p.S, col, scenes.Left, bold || i == 4)
		for j := 1; j < 4; j++ {
			p.Text.Draw(p.Dst, r[j], cols[j], y+6, 22, p.S, col, scenes.Center, bold)
		}
		y += 72
	}
}

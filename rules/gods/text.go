package gods

import (
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// Event kinds of Gods Don't Play Dice. The arguments of each are listed
// with it; a space is given as continent*6+space.
const (
	EvTurn        uint8 = iota + 1 // Seat begins turn A
	EvSkip                         // Seat cannot place anywhere and passes
	EvIndicate                     // Seat points at hand slot A, a pawn of kind B
	EvDesignate                    // Seat names continent A
	EvPlace                        // Seat places slot A on space B, kind C, pawn D (secret unless need side up)
	EvFlip                         // Seat flips the pawn on continent A space B: pawn C
	EvExchange                     // Seat swaps the pawns on A,B and C,D
	EvLook                         // Seat looks at the pawn on A,B: pawn C (seen by Seat only)
	EvMove                         // Seat moves the pawn on A,B to C,D
	EvOpen                         // continent A opens because continent B is complete; the Bacteria join the bag
	EvDraw                         // Seat draws pawn B of kind C into slot A (B seen by Seat only)
	EvBacteria                     // Seat draws Bacteria pawn A with effect B
	EvCommit                       // Seat chooses slot A to pass (seen by Seat only)
	EvPass                         // Seat passes to seat A, into slot B, a pawn of kind C: pawn D
	EvNoEffect                     // an action or effect of Seat had nothing to act on: reason A
	EvReveal                       // final check: the pawn B on space A meets its need when C is 1
	EvContinent                    // continent A scores B points
	EvOxygenBonus                  // A Oxygen pawns score element side up
	EvEnd                          // the game ends with score A, level B
)

// contName returns the letter of continent c.
func contName(c int) string { return string(rune('A' + c)) }

// spaceName returns the text of a space: "B3", or "Bw" for the white one.
func spaceName(c, sp int) string {
	if sp == whiteSpace {
		return contName(c) + "w"
	}
	return contName(c) + strconv.Itoa(sp+1)
}

func spaceAt(i int16) string { return spaceName(int(i)/spaces, int(i)%spaces) }

// aKind returns "a Water pawn", "an Oxygen pawn" and so on.
func aKind(k int16) string {
	name := Kind(k).String()
	if strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name + " pawn"
	}
	return "a " + name + " pawn"
}

// kindNoun returns a kind as a linked neighbour is named in a need:
// "Water", "a Plant", "an Insect".
func kindNoun(k Kind) string {
	name := k.String()
	switch {
	case k == Water:
		return name
	case strings.ContainsRune("AEIOU", rune(name[0])):
		return "an " + name
	}
	return "a " + name
}

// needs says in words what the need side n asks, as a verb phrase:
// "needs Clay", "must not be linked to an Animal".
func (n Need) needs() string {
	switch n.Kind {
	case Water:
		return "must be the only Water on its continent"
	case Mineral:
		return "needs " + n.Soil.String()
	case Plant:
		return "must not be linked to " + kindNoun(n.Avoid)
	case Insect:
		return "needs a link to " + kindNoun(n.Target)
	case Animal:
		return "needs a link to " + kindNoun(n.Target) + " and none to " + kindNoun(n.Avoid)
	case Oxygen:
		return "carries the " + n.Action.String() + " action"
	case Bacteria:
		return "carries the " + n.Effect.String() + " effect"
	}
	return "has an unknown need"
}

// pawnName names pawn p with its need, "a Mineral pawn that needs Clay",
// or "a face-down pawn" when the viewer does not know it.
func pawnName(p int16) string {
	if p == int16(rules.Unknown) || !Pawn(p).Known() {
		return "a face-down pawn"
	}
	return aKind(int16(pawns[p].Kind)) + " that " + pawns[p].needs()
}

// itNeeds returns "it needs Clay" and so on for pawn p, or "" when the
// viewer does not know it.
func itNeeds(p int16) string {
	if p == int16(rules.Unknown) || !Pawn(p).Known() {
		return ""
	}
	return "it " + pawns[p].needs()
}

// aside appends " (it needs Clay)" to t when the viewer knows pawn p.
func aside(t string, p int16) string {
	if n := itNeeds(p); n != "" {
		return t + " (" + n + ")"
	}
	return t
}

// MoveText returns the canonical text of m.
func (s *State) MoveText(m rules.Move) string {
	switch m.Kind {
	case mIndicate:
		return fmt.Sprintf("indicate %d", m.A+1)
	case mDesignate:
		return "designate " + contName(int(m.A))
	case mPlace:
		t := fmt.Sprintf("place %d %s", m.A+1, spaceName(int(m.B), int(m.C)))
		if m.C == whiteSpace {
			if m.D == 1 {
				return t + " need"
			}
			return t + " element"
		}
		return t
	case mFlip:
		return "flip " + spaceName(int(m.A), int(m.B))
	case mExchange:
		return "exchange " + spaceName(int(m.A), int(m.B)) + " " + spaceName(int(m.C), int(m.D))
	case mLook:
		return "look " + spaceName(int(m.A), int(m.B))
	case mMove:
		return "move " + spaceName(int(m.A), int(m.B)) + " " + spaceName(int(m.C), int(m.D))
	case mPass:
		return fmt.Sprintf("pass %d", m.A+1)
	}
	return fmt.Sprintf("unknown move %d", m.Kind)
}

// ParseMove reads the canonical text of a move.
func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return rules.Move{}, fmt.Errorf("empty move")
	}
	var m rules.Move
	bad := fmt.Errorf("cannot read %q: moves look like %s", text, "indicate 2, designate B, place 1 B3, place 2 Aw need, flip B3, exchange A1 C4, look B3, move B3 A2, pass 1")
	argc := map[string]int{"indicate": 1, "designate": 1, "place": 2, "flip": 1, "exchange": 2, "look": 1, "move": 2, "pass": 1}
	n, ok := argc[f[0]]
	if !ok || (len(f) != n+1 && !(f[0] == "place" && len(f) == 4)) {
		return m, bad
	}
	var err error
	switch f[0] {
	case "indicate", "pass":
		m.Kind = map[string]uint8{"indicate": mIndicate, "pass": mPass}[f[0]]
		m.A, err = parseSlot(f[1])
	case "designate":
		m.Kind = mDesignate
		if len(f[1]) != 1 || f[1][0] < 'A' || f[1][0] > 'D' {
			return m, fmt.Errorf("%q is not a continent (A to D)", f[1])
		}
		m.A = int16(f[1][0] - 'A')
	case "place":
		m.Kind = mPlace
		if m.A, err = parseSlot(f[1]); err != nil {
			return m, err
		}
		if m.B, m.C, err = parseSpace(f[2]); err != nil {
			return m, err
		}
		white := m.C == whiteSpace
		switch {
		case white && len(f) != 4:
			return m, fmt.Errorf("say whether the Oxygen goes need or element side up: %s need, or %s element", text, text)
		case !white && len(f) != 3:
			return m, bad
		case white && f[3] == "need":
			m.D = 1
		case white && f[3] != "element":
			return m, fmt.Errorf("%q: an Oxygen goes need or element side up", f[3])
		}
	case "flip", "look":
		m.Kind = map[string]uint8{"flip": mFlip, "look": mLook}[f[0]]
		m.A, m.B, err = parseSpace(f[1])
	case "exchange", "move":
		m.Kind = map[string]uint8{"exchange": mExchange, "move": mMove}[f[0]]
		if m.A, m.B, err = parseSpace(f[1]); err != nil {
			return m, err
		}
		if m.C, m.D, err = parseSpace(f[2]); err != nil {
			return m, err
		}
		// An exchange names its two spaces in board order; accept either.
		if m.Kind == mExchange && m.C*spaces+m.D < m.A*spaces+m.B {
			m.A, m.B, m.C, m.D = m.C, m.D, m.A, m.B
		}
	}
	return m, err
}

func parseSlot(t string) (int16, error) {
	n, err := strconv.Atoi(t)
	if err != nil || n < 1 || n > 3 {
		return 0, fmt.Errorf("%q is not a hand slot (1 to 3)", t)
	}
	return int16(n - 1), nil
}

func parseSpace(t string) (c, sp int16, err error) {
	if len(t) != 2 || t[0] < 'A' || t[0] > 'D' {
		return 0, 0, fmt.Errorf("%q is not a space (A1 to D5, or Aw to Dw)", t)
	}
	c = int16(t[0] - 'A')
	switch {
	case t[1] == 'w':
		return c, whiteSpace, nil
	case t[1] >= '1' && t[1] <= '5':
		return c, int16(t[1] - '1'), nil
	}
	return 0, 0, fmt.Errorf("%q is not a space (A1 to D5, or Aw to Dw)", t)
}

// EventText describes e in words.
func (s *State) EventText(e rules.Event) string {
	who := e.Seat.String()
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("turn %d: %s is the active god", e.A, who)
	case EvSkip:
		return who + " has no pawn that fits a continent in play and passes"
	case EvIndicate:
		return fmt.Sprintf("%s points at their %s pawn in slot %d: a hint they need not follow", who, Kind(e.B), e.A+1)
	case EvDesignate:
		return fmt.Sprintf("%s designates continent %s", who, contName(int(e.A)))
	case EvPlace:
		side := "need side down" // the rules' "face down": its element shows
		if e.C == int16(Oxygen) {
			side = "element side up"
		}
		if e.Secret == 0 {
			side = "need side up"
		}
		return aside(fmt.Sprintf("%s places %s %s on %s", who, aKind(e.C), side, spaceAt(e.B)), e.D)
	case EvFlip:
		return fmt.Sprintf("%s flips the pawn on %s: %s", who, spaceName(int(e.A), int(e.B)), pawnName(e.C))
	case EvExchange:
		return fmt.Sprintf("%s exchanges the pawns on %s and %s", who, spaceName(int(e.A), int(e.B)), spaceName(int(e.C), int(e.D)))
	case EvLook:
		if e.C == rules.Unknown {
			return fmt.Sprintf("%s secretly looks at the pawn on %s", who, spaceName(int(e.A), int(e.B)))
		}
		return fmt.Sprintf("%s looks at the pawn on %s: %s", who, spaceName(int(e.A), int(e.B)), pawnName(e.C))
	case EvMove:
		return fmt.Sprintf("%s moves the pawn on %s to %s", who, spaceName(int(e.A), int(e.B)), spaceName(int(e.C), int(e.D)))
	case EvOpen:
		return fmt.Sprintf("continent %s is complete: continent %s opens and the Bacteria go into the bag", contName(int(e.B)), contName(int(e.A)))
	case EvDraw:
		if e.B == rules.Unknown {
			return fmt.Sprintf("%s draws %s", who, aKind(e.C))
		}
		return aside(fmt.Sprintf("%s draws %s into slot %d", who, aKind(e.C), e.A+1), e.B)
	case EvBacteria:
		if Effect(e.B) == Share {
			return who + " draws a Bacteria pawn: every god passes a pawn to the left"
		}
		return who + " draws a Bacteria pawn and must move a placed pawn to another continent"
	case EvCommit:
		if e.A == rules.Unknown {
			return who + " chooses a pawn to pass"
		}
		return fmt.Sprintf("%s chooses the pawn in slot %d to pass", who, e.A+1)
	case EvPass:
		return aside(fmt.Sprintf("%s passes %s to %s", who, aKind(e.C), rules.Seat(e.A)), e.D)
	case EvNoEffect:
		return who + []string{"'s action finds no pawn to act on", " finds no free space to move the pawn to", "'s Bacteria finds no pawn that can move", "'s Bacteria finds every hand empty"}[e.A]
	case EvReveal:
		verdict := "met"
		if e.C == 0 {
			verdict = "not met"
		}
		if !Pawn(e.B).Known() {
			return fmt.Sprintf("on %s, the pawn's need is %s", spaceAt(e.A), verdict)
		}
		return fmt.Sprintf("on %s, the %s pawn %s: %s", spaceAt(e.A), KindOf(Pawn(e.B)), pawns[e.B].needs(), verdict)
	case EvContinent:
		if e.B == 0 {
			return fmt.Sprintf("continent %s is not validated: 0 points", contName(int(e.A)))
		}
		return fmt.Sprintf("continent %s is validated: %s", contName(int(e.A)), points(int(e.B)))
	case EvOxygenBonus:
		return fmt.Sprintf("%d Oxygen element side up: %s", e.A, points(int(e.A)))
	case EvEnd:
		return fmt.Sprintf("the game ends: %s, %s", points(int(e.A)), LevelName(int(e.B)))
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// Prompt returns the current question.
func (s *State) Prompt() rules.Prompt {
	p := rules.Prompt{Seat: s.ToMove()}
	switch s.phase {
	case phIndicate:
		p.Kind, p.Text = "indicate", fmt.Sprintf("%s: point at the pawn you would like to place", s.active)
	case phDesignate:
		p.Kind, p.Text = "designate", fmt.Sprintf("%s: designate the continent where %s will place a pawn", p.Seat, s.active)
	case phPlace:
		p.Kind, p.Text = "place", fmt.Sprintf("%s: place a pawn on continent %s", s.active, contName(int(s.designated)))
	case phAction:
		p.Kind = "action"
		switch s.action {
		case Flip:
			p.Text = fmt.Sprintf("%s: flip a face-down pawn of continent %s", s.active, contName(int(s.actionAt)))
		case Exchange:
			p.Text = fmt.Sprintf("%s: exchange two pawns, at least one on continent %s", s.active, contName(int(s.actionAt)))
		case LookMove:
			p.Text = fmt.Sprintf("%s: look at a pawn of continent %s", s.active, contName(int(s.actionAt)))
		}
	case phLookMove:
		p.Kind, p.Text = "lookmove", fmt.Sprintf("%s: move the pawn from %s to a free space", s.active, spaceAt(int16(s.looked)))
	case phShare:
		p.Kind, p.Text = "share", fmt.Sprintf("%s: choose a pawn to pass to %s", s.sharing, s.next(s.sharing))
	case phShift:
		p.Kind, p.Text = "shift", fmt.Sprintf("%s: move a placed pawn to another continent", s.drawer)
	case phOver:
		p.Kind, p.Text = "over", fmt.Sprintf("the game is over: %s, %s", points(s.final.score), LevelName(Level(s.seats, s.final.score)))
	}
	return p
}

// String draws the board and hands as text.
func (s *State) String() string {
	var b strings.Builder
	for c := 0; c < continents; c++ {
		f := &faces[s.faces[c]]
		state := ""
		if int8(c) == s.setAside {
			state = " (set aside)"
		}
		fmt.Fprintf(&b, "Continent %s, %s%s\n", contName(c), f.Name, state)
		for sp := 0; sp < spaces; sp++ {
			soil := "white"
			if sp < elementSpaces {
				soil = f.Soils[sp].String()
			}
			var links []string
			for o := 0; o < spaces; o++ {
				if s.adj[c][sp]&(1<<o) != 0 {
					links = append(links, spaceName(c, o))
				}
			}
			fmt.Fprintf(&b, "  %s %-5s links %-14s %s\n", spaceName(c, sp), soil, strings.Join(links, ","), s.tokenText(s.board[c][sp], true))
		}
	}
	for i := 0; i < s.seats; i++ {
		fmt.Fprintf(&b, "%s hand:", rules.Seat(i))
		for j, t := range s.hands[i] {
			fmt.Fprintf(&b, " %d:%s", j+1, s.tokenText(t, false))
		}
		b.WriteByte('\n')
	}
	var bagKinds [numKinds]int
	for i := int8(0); i < s.bagN; i++ {
		bagKinds[KindOf(s.bag[i])]++
	}
	fmt.Fprintf(&b, "Bag: %s", plural(int(s.bagN), "pawn"))
	for k, n := range bagKinds {
		if n > 0 {
			fmt.Fprintf(&b, ", %d %s", n, Kind(k))
		}
	}
	b.WriteByte('\n')
	return b.String()
}

// tokenText describes a pawn on the board (placed) or in a hand. Only a
// placed Oxygen can lie element side up; in a hand it is a pawn like any
// other.
func (s *State) tokenText(t token, placed bool) string {
	switch {
	case t.P == NoPawn:
		return "-"
	case !t.P.Known():
		return KindOf(t.P).String() + " (need hidden)"
	case placed && KindOf(t.P) == Oxygen && !t.Up:
		return "Oxygen element side up [" + pawns[t.P].String() + "]"
	case t.Up:
		return pawns[t.P].String() + " (face up)"
	}
	return pawns[t.P].String()
}

// points says n points, with "1 point" for one.
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

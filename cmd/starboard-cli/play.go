package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
)

// runPlay starts a game and reads commands from stdin until quit or the end
// of input.
func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seats := fs.String("seats", "", "who plays each seat, comma-separated: human, bot, bot:random|easy|normal|hard (default: one human, then normal bots up to the fewest seats)")
	names := fs.String("names", "", "names of the seats, comma-separated")
	seed := fs.Uint64("seed", 1, "the seed of the game")
	options := optionFlag{}
	fs.Var(options, "option", "a title option as key=value; repeat for more")
	savePath := fs.String("save", "", "autosave the game to this file after every move")
	positional, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	if len(positional) != 1 {
		fmt.Fprint(stderr, "usage: starboard-cli play <title> [--seats ...] [--seed N] [--option k=v ...] [--save FILE]\n")
		return 2
	}
	t, err := findTitle(positional[0])
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	var players []match.Player
	if *seats == "" {
		players = []match.Player{match.Human}
		for len(players) < max(t.MinSeats, 2) && len(players) < t.MaxSeats {
			players = append(players, match.BotPlayer(ai.Normal))
		}
	} else if players, err = parsePlayers(*seats); err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	var nameList []string
	if *names != "" {
		nameList = strings.Split(*names, ",")
		if len(nameList) != len(players) {
			fmt.Fprintf(stderr, "error: %d names for %d seats\n", len(nameList), len(players))
			return 2
		}
	}
	configs := make([]match.SeatConfig, len(players))
	for i, p := range players {
		configs[i].Player = p
		if nameList != nil {
			configs[i].Name = strings.TrimSpace(nameList[i])
		}
	}
	s := &session{out: stdout}
	if *savePath != "" {
		s.store = match.FileStore{Path: *savePath}
	}
	m, err := match.New(match.Config{
		Title:    t,
		Setup:    rules.Setup{Seats: len(players), Seed: *seed, Options: rules.Options(options)},
		Seats:    configs,
		Store:    s.store,
		HoldBots: true,
	})
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	s.m = m
	defer func() { s.m.Close() }()
	s.banner()
	s.loop(stdin)
	return 0
}

// session is one play session: a match and where its text goes.
type session struct {
	m     *match.Match
	out   io.Writer
	store match.Store // the autosave given with --save, or nil
}

const help = `commands:
  show           the board as the seat to act sees it
  legal          the legal moves, one per line
  play <move>    play a move, written as legal prints it
  undo           take back your last move, if the rules of undo allow
  bots           let the bots move until a person must act
  score          the scores with their breakdown, and the winners once the game is over
  save <file>    save the game to a file
  load <file>    load a saved game
  help           this list
  quit           leave (the end of the input does too)
a line that is a move on its own is played; lines starting with # are ignored
`

// loop reads and runs commands until quit or the end of input.
func (s *session) loop(stdin io.Reader) {
	scanner := bufio.NewScanner(stdin)
	scanner.Buffer(make([]byte, 64*1024), 1<<20)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		command, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		if command == "quit" || command == "exit" {
			return
		}
		s.command(line, command, rest)
		s.prompt()
	}
}

// command runs one line: command is its first word and arg the rest.
func (s *session) command(line, command, arg string) {
	switch command {
	case "show":
		fmt.Fprintln(s.out, strings.TrimRight(s.m.View(s.viewer()).String(), "\n"))
	case "legal":
		s.legal()
	case "play":
		s.play(arg, line)
	case "undo":
		s.undo()
	case "bots":
		s.bots()
	case "score":
		s.score()
	case "save":
		s.save(arg)
	case "load":
		s.load(arg)
	case "help":
		fmt.Fprint(s.out, help)
	default:
		// A line that is a move on its own is played.
		if _, err := s.m.ParseMove(line); err == nil {
			s.play(line, line)
			return
		}
		s.fail(fmt.Errorf("no command %q; type help for the list", command))
	}
}

func (s *session) fail(err error) { fmt.Fprintf(s.out, "error: %v\n", err) }

func (s *session) banner() {
	t := s.m.Title()
	setup := s.m.Setup()
	var seats []string
	for _, seat := range s.m.Seats() {
		seats = append(seats, fmt.Sprintf("%s (%s)", seat.Name, seat.Player))
	}
	fmt.Fprintf(s.out, "%s, seed %d", t.Name, setup.Seed)
	if len(setup.Options) > 0 {
		fmt.Fprintf(s.out, ", options %s", setup.Options)
	}
	fmt.Fprintf(s.out, "\nseats: %s\ntype help for the commands\n", strings.Join(seats, ", "))
	s.prompt()
}

// prompt prints whose turn it is and what is asked.
func (s *session) prompt() {
	if s.m.Over() {
		fmt.Fprintln(s.out, "-- the game is over; type score for the results")
		return
	}
	p := s.m.Prompt()
	seat := s.m.Seat(p.Seat)
	if seat.Player.Bot {
		fmt.Fprintf(s.out, "-- %s (%s) to act: %s [type bots to let the bots play]\n", seat.Name, seat.Player, p.Text)
		return
	}
	fmt.Fprintf(s.out, "-- %s to act: %s\n", seat.Name, p.Text)
}

// viewer returns the seat whose eyes the session looks through: the person
// who must act, else the first seat a person plays, else the seat to move.
func (s *session) viewer() rules.Seat {
	if seat := s.m.ToMove(); seat != rules.NoSeat && !s.m.IsBot(seat) {
		return seat
	}
	seats := s.m.Seats()
	for i, seat := range seats {
		if !seat.Player.Bot {
			return rules.Seat(i)
		}
	}
	if seat := s.m.ToMove(); seat != rules.NoSeat {
		return seat
	}
	return 0
}

// actor returns the person who must act now, or an error saying why nobody
// at the keyboard may.
func (s *session) actor() (rules.Seat, error) {
	seat := s.m.ToMove()
	if seat == rules.NoSeat {
		return seat, errors.New("the game is over")
	}
	if s.m.IsBot(seat) {
		return seat, fmt.Errorf("it is %s's turn, and a bot plays it; type bots to let the bots play", s.m.Seat(seat).Name)
	}
	return seat, nil
}

func (s *session) legal() {
	seat, err := s.actor()
	if err != nil {
		s.fail(err)
		return
	}
	for _, mv := range s.m.Legal(seat) {
		fmt.Fprintln(s.out, s.m.MoveText(mv))
	}
}

// play plays the move written text. When a title's moves begin with the
// word play themselves, the whole line (also) is a move: if text does not
// read as a move but line does, line is played.
func (s *session) play(text, line string) {
	if text == "" {
		s.fail(errors.New("play what? type legal for the moves"))
		return
	}
	seat, err := s.actor()
	if err != nil {
		s.fail(err)
		return
	}
	if _, err := s.m.ParseMove(text); err != nil {
		if _, lineErr := s.m.ParseMove(line); lineErr == nil {
			text = line
		}
	}
	if err := s.m.SubmitText(seat, text); err != nil {
		s.fail(err)
		return
	}
	s.printEntries(seat)
}

func (s *session) undo() {
	seats := s.m.Seats()
	for i := range seats {
		if s.m.CanUndo(rules.Seat(i)) {
			if err := s.m.Undo(rules.Seat(i)); err != nil {
				s.fail(err)
			}
			s.printEntries(rules.Seat(i))
			return
		}
	}
	// Nobody may undo: ask on behalf of the person at the keyboard, to
	// hear why.
	if err := s.m.Undo(s.viewer()); err != nil {
		s.fail(err)
	}
}

func (s *session) bots() {
	if seat := s.m.ToMove(); seat == rules.NoSeat || !s.m.IsBot(seat) {
		fmt.Fprintln(s.out, "no bot has to move")
		return
	}
	s.m.RunBots()
	s.m.WaitIdle()
	s.printEntries(s.viewer())
	if err := s.m.Err(); err != nil {
		s.fail(err)
	}
}

// printEntries prints the queued moves and undos with their events as
// viewer sees them.
func (s *session) printEntries(viewer rules.Seat) {
	for _, e := range s.m.Poll(nil) {
		seat := s.m.Seat(e.Seat)
		who := seat.Name
		if e.Bot {
			who += " (" + seat.Player.String() + ")"
		}
		if e.Undo {
			fmt.Fprintf(s.out, "%s took back move %d: %s\n", who, e.Number, e.Text)
			continue
		}
		fmt.Fprintf(s.out, "%d. %s: %s\n", e.Number, who, e.Text)
		for _, line := range s.m.Describe(e, viewer) {
			fmt.Fprintf(s.out, "   %s\n", line)
		}
	}
}

func (s *session) score() {
	seats := s.m.Seats()
	names := make([]string, len(seats))
	for i, seat := range seats {
		names[i] = seat.Name
	}
	printScores(s.out, s.m.View(s.viewer()), names)
}

func (s *session) save(path string) {
	if path == "" {
		s.fail(errors.New("save where? write save <file>"))
		return
	}
	data, err := s.m.Save().Marshal()
	if err == nil {
		err = match.FileStore{Path: path}.Save(data)
	}
	if err != nil {
		s.fail(err)
		return
	}
	fmt.Fprintf(s.out, "saved %d moves to %s\n", s.m.Moves(), path)
}

func (s *session) load(path string) {
	if path == "" {
		s.fail(errors.New("load what? write load <file>"))
		return
	}
	data, err := match.FileStore{Path: path}.Load()
	if err != nil {
		s.fail(err)
		return
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		s.fail(err)
		return
	}
	t, err := findTitle(save.Title)
	if err != nil {
		s.fail(err)
		return
	}
	m, err := match.Resume(save, match.Config{Title: t, Store: s.store, HoldBots: true})
	if err != nil {
		s.fail(fmt.Errorf("%s: %v", path, err))
		return
	}
	s.m.Close()
	s.m = m
	fmt.Fprintf(s.out, "loaded %s from %s: %d moves\n", t.Name, path, m.Moves())
}

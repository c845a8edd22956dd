package main

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
)

// runPlay starts a game and reads commands from stdin until quit or the end
// of input.
func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cl := newCommandLine("play", "<title>", map[string]string{"seats": "human,bot:hard,...", "names": "A,B,...", "seed": "N", "option": "k=v", "save": "FILE", "new": "", "step": ""}, stdout, stderr)
	fs := cl.fs
	seats := fs.String("seats", "", "who plays each seat, comma-separated: human, bot, bot:random|easy|normal|hard (default: one human, then normal bots up to the fewest seats)")
	names := fs.String("names", "", "names of the seats, comma-separated")
	seed := fs.Uint64("seed", 0, "the seed of the game (default: a fresh random seed, printed when the session ends)")
	options := optionFlag{}
	fs.Var(options, "option", "a title option as `k=v`; repeat for more")
	savePath := fs.String("save", "", "autosave the game to this file after every move; a game already there of the same title and seats is resumed")
	fresh := fs.Bool("new", false, "with --save: start a new game even when the file holds one, keeping the old file as FILE.old")
	step := fs.Bool("step", false, "bots wait for the command bots before they move (default: they move at once until a person must act)")
	positional, exit, ok := cl.parse(args, 1)
	if !ok {
		return exit
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
			if err := rules.CheckName(configs[i].Name); err != nil {
				fmt.Fprintf(stderr, "error: name %d: %v\n", i+1, err)
				return 2
			}
		}
	}
	if !flagGiven(fs, "seed") {
		*seed = freshSeed()
	}
	s := &session{out: stdout, step: *step, savePath: *savePath, terminal: isTerminal(stdout), seedGiven: flagGiven(fs, "seed")}
	var saved *rules.Save
	if *savePath != "" {
		if err := (match.FileStore{Path: *savePath}).Check(); err != nil {
			fmt.Fprintf(stderr, "error: --save: %v\n", err)
			return 2
		}
		// A file another process plays is refused; a lock that cannot be
		// made at all (no such directory) leaves the autosave to say what
		// is wrong, as the game goes on.
		unlock, err := match.LockFile(*savePath)
		var inUse *match.InUseError
		if errors.As(err, &inUse) {
			fmt.Fprintf(stderr, "error: --save: %v\n", err)
			return 2
		}
		if err == nil {
			defer unlock()
		}
		s.store = openStore(*savePath)
		var ok bool
		if saved, ok = s.openSave(t, players, *seats != "", *fresh, stderr); !ok {
			return 2
		}
	}
	var m *match.Match
	if saved != nil {
		cfg := match.Config{Title: t, Store: s.store, HoldBots: true}
		if nameList != nil {
			cfg.Seats = configs
		}
		m, err = match.Resume(saved, cfg)
		if err == nil {
			fmt.Fprintf(stdout, "resumed the game saved in %s after %d moves\n", *savePath, len(saved.Moves))
		}
	} else {
		m, err = match.New(match.Config{
			Title:    t,
			Setup:    rules.Setup{Seats: len(players), Seed: *seed, Options: rules.Options(options)},
			Seats:    configs,
			Store:    s.store,
			HoldBots: true,
		})
	}
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	s.start(m)
	defer func() { s.m.Close() }()
	s.banner()
	s.advance()
	s.prompt()
	s.loop(stdin)
	s.finalSave()
	s.end()
	return 0
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// freshSeed returns a random seed below 2^53, so that any JSON reader reads
// it back exactly.
func freshSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])>>11 | 1
}

// session is one play session: a match and where its text goes.
type session struct {
	m     *match.Match
	out   io.Writer
	store match.Store // the autosave given with --save, or nil
	// keyboard is the seat of the person at the keyboard: the last person
	// asked to act, as the screen's table keeps it. Views, events and undo
	// are theirs. It is rules.NoSeat when only bots play.
	keyboard rules.Seat
	saves    match.SaveReport // what the player was told of the autosave
	// step is set by --step: bots wait for the command bots instead of
	// moving as soon as they are to act.
	step bool
	// waiting is set while the keyboard is handed from one person to
	// another, until the next one types ready; terminal is set when the
	// output is a terminal, which is then cleared for the next person.
	waiting  bool
	terminal bool
	// seedGiven is set when the seed came from --seed: the person knows
	// it, so the banner may show it.
	seedGiven bool
	// savePath is the file given with --save, which this process holds
	// locked, or "".
	savePath string
}

// advance lets the bots move until a person must act, unless they wait
// for the command bots.
func (s *session) advance() {
	if s.step {
		return
	}
	if seat := s.m.ToMove(); seat != rules.NoSeat && s.m.IsBot(seat) {
		s.bots()
		s.reportSave()
	}
}

// start makes m the session's match and hands the keyboard to the person
// who acts first, or else to the first seat a person plays.
func (s *session) start(m *match.Match) {
	s.m = m
	s.keyboard = rules.NoSeat
	for i, seat := range m.Seats() {
		if !seat.Player.Bot {
			s.keyboard = rules.Seat(i)
			break
		}
	}
	s.passKeyboard()
}

// passKeyboard hands the keyboard to the person who must act, if a person
// must. It reports whether the keyboard went from one person to another
// who sees the game differently: then it must be handed over.
func (s *session) passKeyboard() bool {
	seat := s.m.ToMove()
	if seat == rules.NoSeat || s.m.IsBot(seat) || seat == s.keyboard {
		return false
	}
	from := s.keyboard
	s.keyboard = seat
	return from != rules.NoSeat && s.m.View(from).String() != s.m.View(seat).String()
}

// persons returns how many seats people play.
func (s *session) persons() int {
	n := 0
	for _, seat := range s.m.Seats() {
		if !seat.Player.Bot {
			n++
		}
	}
	return n
}

// hiddenInformation reports whether the seats see the game differently: then
// the seed, which decides every hidden thing, is a secret too.
func (s *session) hiddenInformation() bool {
	first := s.m.View(0).String()
	for i := 1; i < len(s.m.Seats()); i++ {
		if s.m.View(rules.Seat(i)).String() != first {
			return true
		}
	}
	return false
}

// seedSecret reports whether the seed must not be shown while the game is
// played: several people play, and they do not all see the same.
func (s *session) seedSecret() bool { return !s.seedGiven && s.persons() > 1 && s.hiddenInformation() }

// end closes the session: it prints the seed, so the game can be played
// again.
func (s *session) end() {
	seed := s.m.Setup().Seed
	fmt.Fprintf(s.out, "the game's seed was %d: play it again with --seed %d\n", seed, seed)
}

const help = `commands:
  show           the board as the person at the keyboard (the last one asked to act) sees it
  legal          the legal moves, numbered, one per line; after a # what a move with card numbers does
  play <move>    play a move, written as legal prints it
  play N, or N   play the Nth move legal lists
  undo           take back your last move, if the rules of undo allow
  bots           let the bots move until a person must act (with --step; else they do at once)
  score          the scores with their breakdown, and the winners once the game is over
  save <file>    save the game to a file
  load <file>    load a saved game
  ready          when the keyboard is handed to you in hot seat: show your view
  help           this list
  quit           leave (the end of the input does too)
a line that is a move on its own is played; lines starting with # are ignored, and so is
the end of a line from two spaces and a # (but for save and load): a line of legal plays as it is
`

// noteMark parts a move from its note in the lines of legal.
const noteMark = "  # "

// maxLine is the longest command line read; a longer line is reported and
// skipped.
const maxLine = 64 << 10

// loop reads and runs commands until quit or the end of input.
func (s *session) loop(stdin io.Reader) {
	r := bufio.NewReader(stdin)
	for {
		raw, err := readLine(r, maxLine)
		if errors.Is(err, errLineTooLong) {
			s.fail(err)
			s.prompt()
			continue
		}
		if err != nil && raw == "" {
			if err != io.EOF {
				s.fail(fmt.Errorf("reading the commands: %v", err))
			}
			return
		}
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if len(line) > maxCommand {
			s.fail(fmt.Errorf("a line of %d characters was skipped: no command or move is longer than %d", len(line), maxCommand))
			s.prompt()
			continue
		}
		command, rest, _ := strings.Cut(line, " ")
		if command != "save" && command != "load" {
			// A move copied from legal may carry its note, which starts
			// with two spaces and a # (moves never hold two spaces).
			if before, _, ok := strings.Cut(line, noteMark); ok {
				line = strings.TrimSpace(before)
				command, rest, _ = strings.Cut(line, " ")
			}
		}
		rest = strings.TrimSpace(rest)
		if command == "quit" || command == "exit" {
			return
		}
		if s.waiting {
			s.awaitReady(command)
			continue
		}
		s.command(line, command, rest)
		s.reportSave()
		s.advance()
		if s.passKeyboard() {
			s.handOver()
			continue
		}
		s.prompt()
	}
}

// handOver asks the person at the keyboard to hand it to the next one, who
// must type ready before anything of theirs is printed: the two see the
// game differently.
func (s *session) handOver() {
	s.waiting = true
	name := s.m.Seat(s.keyboard).Name
	fmt.Fprintf(s.out, "-- hand the keyboard to %s; %s, type ready when no one else can see the screen\n", name, name)
}

// awaitReady runs a command while the keyboard is being handed over: only
// ready (then the new person's view and prompt), help and quit are taken.
func (s *session) awaitReady(command string) {
	name := s.m.Seat(s.keyboard).Name
	switch command {
	case "ready":
		s.waiting = false
		if s.terminal {
			fmt.Fprint(s.out, "\x1b[H\x1b[2J\x1b[3J") // clear the screen and its scrollback
		}
		fmt.Fprintf(s.out, "%s, this is what you see:\n", name)
		fmt.Fprintln(s.out, s.board(s.keyboard))
		s.prompt()
	case "help":
		fmt.Fprintf(s.out, "the keyboard is being handed to %s: type ready (or quit)\n", name)
	case "bots":
		fmt.Fprintf(s.out, "no bot has to move: %s types ready\n", name)
	default:
		fmt.Fprintf(s.out, "error: the keyboard is being handed to %s: %s types ready first\n", name, name)
	}
}

// maxCommand is the longest line run as a command: far more than any move
// or file name needs, and short enough that a refusal quoting it stays
// readable.
const maxCommand = 512

var errLineTooLong = fmt.Errorf("a line longer than %d KiB was skipped", maxLine>>10)

// readLine reads one line, without its line break, from r. A line longer
// than limit is read to its end and dropped, with errLineTooLong. At the end
// of the input it returns the last line, if any, with io.EOF.
func readLine(r *bufio.Reader, limit int) (string, error) {
	var line []byte
	tooLong := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > limit+1 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			return "", errLineTooLong
		}
		return strings.TrimRight(string(line), "\r\n"), err
	}
}

// reportSave tells the player when the autosave fails, and when it works
// again; the game goes on either way.
func (s *session) reportSave() {
	if msg := s.saves.Update(s.m); msg != "" {
		if s.saves.Failing() {
			msg = "warning: " + msg
		}
		fmt.Fprintln(s.out, msg)
	}
}

// command runs one line: command is its first word and arg the rest.
func (s *session) command(line, command, arg string) {
	switch command {
	case "show":
		fmt.Fprintln(s.out, s.board(s.viewer()))
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
	case "ready":
		fmt.Fprintln(s.out, "no hand-over is under way: ready is asked for when the keyboard passes between two people")
	default:
		// A line that is a move on its own, or the number of one, is played.
		_, err := s.parseMove(line)
		if _, numberErr := strconv.Atoi(line); err == nil || numberErr == nil {
			s.play(line, line)
			return
		}
		// A line that starts as a move does but does not read as one
		// hears why.
		if s.moveWord(command) {
			s.fail(unreadable(line, err))
			return
		}
		s.fail(fmt.Errorf("%s is neither a command (type help for the list) nor a move: %v", rules.QuoteInput(command), err))
	}
}

// moveWord reports whether word is the first word of a legal move of the
// seat to move.
func (s *session) moveWord(word string) bool {
	seat := s.m.ToMove()
	if seat == rules.NoSeat {
		return false
	}
	for _, mv := range s.m.Legal(seat) {
		if first, _, _ := strings.Cut(s.m.MoveText(mv), " "); first == word {
			return true
		}
	}
	return false
}

func (s *session) fail(err error) { fmt.Fprintf(s.out, "error: %v\n", err) }

func (s *session) banner() {
	t := s.m.Title()
	setup := s.m.Setup()
	var seats []string
	for _, seat := range s.m.Seats() {
		seats = append(seats, fmt.Sprintf("%s (%s)", seat.Name, seat.Player))
	}
	if s.seedSecret() {
		fmt.Fprintf(s.out, "%s, seed shown when the session ends", t.Name)
	} else {
		fmt.Fprintf(s.out, "%s, seed %d", t.Name, setup.Seed)
	}
	if len(setup.Options) > 0 {
		fmt.Fprintf(s.out, ", options %s", setup.Options)
	}
	fmt.Fprintf(s.out, "\nseats: %s\ntype help for the commands\n", strings.Join(seats, ", "))
}

// prompt prints whose turn it is and what is asked.
func (s *session) prompt() {
	if s.m.Over() {
		fmt.Fprintln(s.out, "-- the game is over; type score for the results")
		return
	}
	p := s.m.Prompt()
	seat := s.m.Seat(p.Seat)
	text := s.m.Named(withoutSeat(p.Text, p.Seat))
	if seat.Player.Bot {
		fmt.Fprintf(s.out, "-- %s (%s) to act: %s [type bots to let the bots play]\n", seat.Name, seat.Player, text)
		return
	}
	fmt.Fprintf(s.out, "-- %s to act: %s\n", seat.Name, text)
}

// board returns the board as seat sees it, its seats named as the
// table's screens name them ("Vega's hand", not "seat 1 hand").
func (s *session) board(seat rules.Seat) string {
	return s.m.Named(strings.TrimRight(s.m.View(seat).String(), "\n"))
}

// withoutSeat returns a prompt's text without the seat it may start with,
// as in "seat 1: point at the pawn", since the prompt line names the seat.
func withoutSeat(text string, seat rules.Seat) string {
	prefix := seat.String() + ": "
	if len(text) > len(prefix) && strings.EqualFold(text[:len(prefix)], prefix) {
		return text[len(prefix):]
	}
	return text
}

// viewer returns the seat whose eyes the session looks through: the person
// at the keyboard, or when only bots play, the seat to move.
func (s *session) viewer() rules.Seat {
	if s.keyboard != rules.NoSeat {
		return s.keyboard
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
	if s.m.Over() {
		fmt.Fprintln(s.out, "the game is over: no move is left (type score for the results)")
		return
	}
	seat, err := s.actor()
	if err != nil {
		s.fail(err)
		return
	}
	noter, _ := s.m.View(seat).(rules.MoveNoter)
	for i, mv := range s.m.Legal(seat) {
		text := s.m.MoveText(mv)
		if noter != nil {
			if note := noter.MoveNote(mv); note != "" {
				text += noteMark + note
			}
		}
		fmt.Fprintf(s.out, "%3d. %s\n", i+1, text)
	}
}

// nth returns the move numbered text in the list legal prints, when text is
// a number.
func (s *session) nth(text string) (rules.Move, bool, error) {
	n, err := strconv.Atoi(text)
	if err != nil {
		return rules.Move{}, false, nil
	}
	seat, err := s.actor()
	if err != nil {
		return rules.Move{}, true, err
	}
	legal := s.m.Legal(seat)
	if n < 1 || n > len(legal) {
		return rules.Move{}, true, fmt.Errorf("there is no move %d: legal lists %d moves", n, len(legal))
	}
	return legal[n-1], true, nil
}

// play plays the move written text, or the Nth move legal lists when text
// is a number N. When a title's moves begin with the word play themselves,
// the whole line (also) is a move: if line reads as a move, it is played.
func (s *session) play(text, line string) {
	if text == "" {
		s.fail(errors.New("play what? type legal for the moves, then play N for the Nth"))
		return
	}
	seat, err := s.actor()
	if err != nil {
		s.fail(err)
		return
	}
	if _, err := s.parseMove(line); err == nil && line != text {
		text = line
	} else if mv, ok, err := s.nth(text); ok {
		if err != nil {
			s.fail(err)
			return
		}
		text = s.m.MoveText(mv)
	}
	if _, err := s.parseMove(text); err != nil {
		s.fail(unreadable(text, err))
		return
	}
	if err := s.m.SubmitText(seat, text); err != nil {
		s.fail(err)
		return
	}
	s.printEntries(seat)
}

// parseMove reads text as a move of the game; a text longer than any move
// is refused unread, so that no title's refusal repeats all of it.
func (s *session) parseMove(text string) (rules.Move, error) {
	if len(text) > rules.MaxMoveText {
		return rules.Move{}, fmt.Errorf("%d characters is longer than any move", len(text))
	}
	return s.m.ParseMove(text)
}

// unreadable is the error for a text that does not read as a move, with
// the same hint in every title.
func unreadable(text string, err error) error {
	return fmt.Errorf("cannot read %s as a move (%v); type legal for the moves, then play N for the Nth", rules.QuoteInput(text), err)
}

// undo takes back the last move of the person at the keyboard, if it is
// theirs and the rules of undo allow.
func (s *session) undo() {
	if s.keyboard == rules.NoSeat {
		s.fail(errors.New("only bots play: there is no move of yours to take back"))
		return
	}
	if err := s.m.Undo(s.keyboard); err != nil {
		s.fail(err)
		return
	}
	s.printEntries(s.keyboard)
}

func (s *session) bots() {
	if seat := s.m.ToMove(); seat == rules.NoSeat || !s.m.IsBot(seat) {
		fmt.Fprintln(s.out, "no bot has to move")
		return
	}
	s.m.RunBots()
	s.m.WaitIdle()
	s.printEntries(s.viewer())
	if err := s.m.BotErr(); err != nil {
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
		text := e.Text
		if secretFor(e, viewer) {
			text = "(a secret choice)"
		}
		if e.Undo && e.Bot {
			fmt.Fprintf(s.out, "move %d, %s's reply, is taken back with it\n", e.Number, seat.Name)
			continue
		}
		if e.Undo {
			fmt.Fprintf(s.out, "%s took back move %d: %s\n", who, e.Number, text)
			continue
		}
		fmt.Fprintf(s.out, "%d. %s: %s\n", e.Number, who, text)
		for _, line := range s.m.Describe(e, viewer) {
			fmt.Fprintf(s.out, "   %s\n", line)
		}
	}
}

// secretFor reports whether the text of an entry's move must be kept from
// viewer: some event of the move records a secret choice viewer may not
// see, so the move's own words may tell it. A secret choice is a secret
// event that is not sealed; a sealed one (a card dealt or drawn, a pawn
// looked at, choices revealed) comes of the move, and the words of a
// public choice, such as a turn-order slot, never name it. An undo is
// another seat's secret unless viewer made the move.
func secretFor(e match.Entry, viewer rules.Seat) bool {
	if e.Undo {
		return e.Seat != viewer
	}
	for _, ev := range e.Events {
		if ev.Redacted(viewer) && !ev.Sealed {
			return true
		}
	}
	return false
}

func (s *session) score() {
	seats := s.m.Seats()
	names := make([]string, len(seats))
	for i, seat := range seats {
		names[i] = seat.Name
	}
	printScores(s.out, s.m.View(s.viewer()), names, s.m.Title().Cooperative)
}

func (s *session) save(path string) {
	if path == "" {
		s.fail(errors.New("save where? write save <file>"))
		return
	}
	if path != s.savePath {
		unlock, err := match.LockFile(path)
		if err != nil {
			s.fail(err)
			return
		}
		defer unlock()
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
		s.fail(fmt.Errorf("%s: %v", path, explain(err)))
		return
	}
	s.m.Close()
	s.start(m)
	s.saves = match.SaveReport{}
	fmt.Fprintf(s.out, "loaded %s from %s: %d moves\n", t.Name, path, m.Moves())
}

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"starboard/match"
	"starboard/remote"
	"starboard/rules"
	"starboard/wire"
)

// defaultServer is where host and join go without --server: the address
// make server starts on.
const defaultServer = "http://127.0.0.1:8080"

// runHost creates a table on a server and prints how each person joins it.
func runHost(args []string, stdout, stderr io.Writer) int {
	cl := newCommandLine("host", "<title>", map[string]string{"seats": "human,bot:hard,...", "names": "A,B,...", "option": "k=v", "server": "URL"}, stdout, stderr)
	fs := cl.fs
	seats := fs.String("seats", "human,human", "who plays each seat, comma-separated: human (a person to invite) or bot:easy|normal|hard")
	names := fs.String("names", "", "names of the seats, comma-separated")
	options := optionFlag{}
	fs.Var(options, "option", "a title option as `k=v`; repeat for more")
	address := fs.String("server", defaultServer, "the Starboard server")
	positional, exit, ok := cl.parse(args, 1)
	if !ok {
		return exit
	}
	players, err := parsePlayers(*seats)
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	var nameList []string
	if *names != "" {
		if nameList = strings.Split(*names, ","); len(nameList) != len(players) {
			fmt.Fprintf(stderr, "error: %d names for %d seats\n", len(nameList), len(players))
			return 2
		}
	}
	req := wire.Create{Title: positional[0], Options: options}
	for i, p := range players {
		spec := wire.SeatSpec{Name: fmt.Sprintf("Seat %d", i+1)}
		if nameList != nil {
			spec.Name = strings.TrimSpace(nameList[i])
		}
		if p.Bot {
			spec.Bot = p.Level.String()
		}
		req.Seats = append(req.Seats, spec)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := remote.Dial(ctx, *address)
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 1
	}
	defer c.Close()
	made, err := c.Create(ctx, req)
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "table %s\n", made.Code)
	for _, inv := range made.Invites {
		name := req.Seats[inv.Seat].Name
		fmt.Fprintf(stdout, "%s: starboard-cli join %s --token %s --server %s\n", name, made.Code, inv.Token, *address)
		fmt.Fprintf(stdout, "%s's seat code (to type in the game's Play online): %s\n", name, wire.SeatCode(made.Code, inv.Key))
		fmt.Fprintf(stdout, "%s's link (for starboard -join): %s\n", name, wire.InviteLink(*address, made.Code, inv.Token))
	}
	fmt.Fprintf(stdout, "anyone may watch: starboard-cli join %s --server %s\n", made.Code, *address)
	return 0
}

// runJoin plays a seat of an online table, or watches it without a token,
// through the commands play reads.
func runJoin(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cl := newCommandLine("join", "<code, seat code or link>", map[string]string{"token": "T", "server": "URL"}, stdout, stderr)
	fs := cl.fs
	token := fs.String("token", "", "the seat's invitation (without it, watch the table)")
	address := fs.String("server", defaultServer, "the Starboard server")
	positional, exit, ok := cl.parse(args, 1)
	if !ok {
		return exit
	}
	linked, code, typed, err := wire.ParseTable(positional[0])
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 2
	}
	if linked != "" {
		*address = linked
	}
	if typed != "" {
		*token = typed
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var m *match.Match
	if *token != "" {
		m, err = remote.Join(ctx, *address, code, *token, remote.DefaultBackoff)
	} else {
		m, err = remote.Watch(ctx, *address, code, remote.DefaultBackoff)
	}
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		return 1
	}
	defer m.Close()
	o := &online{session: session{m: m, out: stdout}, ctx: ctx, saveURL: strings.TrimSuffix(*address, "/") + "/save/" + code}
	o.keyboard, _ = m.Remote()
	o.run(stdin)
	return 0
}

// online is a play session at a table a server holds: moves arrive as the
// others make them, so it prints them as they come, and reads commands in
// between.
type online struct {
	session
	ctx      context.Context
	saveURL  string // where the finished game's save is
	revision int    // the revision last prompted for
	waiting  bool   // whether the table waited for seats then
	link     match.LinkStatus
	err      error // the last refusal printed
}

func (o *online) run(stdin io.Reader) {
	lines := make(chan string)
	go func() {
		defer close(lines)
		r := bufio.NewReader(stdin)
		for {
			raw, err := readLine(r, maxLine)
			if err != nil && raw == "" {
				return
			}
			lines <- raw
		}
	}()
	o.banner()
	o.revision = -1
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		o.catchUp()
		if o.m.Over() {
			o.score()
			fmt.Fprintf(o.out, "the game's save, to replay: %s\n", o.saveURL)
			return
		}
		select {
		case <-o.ctx.Done():
			return
		case <-tick.C:
		case raw, ok := <-lines:
			if !ok {
				return
			}
			if !o.command(strings.TrimSpace(raw)) {
				return
			}
		}
	}
}

// catchUp prints what came from the server since the last call: moves,
// a refusal, the link going down or back, and the prompt after a change.
func (o *online) catchUp() {
	if link, err := o.m.Link(); link != o.link {
		switch link {
		case match.LinkReconnecting:
			fmt.Fprintln(o.out, "-- the connection dropped: reconnecting…")
		case match.LinkUp:
			fmt.Fprintln(o.out, "-- reconnected")
		case match.LinkLost:
			fmt.Fprintf(o.out, "-- the table is lost: %v\n", err)
		}
		o.link = link
	}
	if !o.m.Synced() {
		return // the table has not come yet: nothing to say of it
	}
	o.printEntries(o.keyboard)
	if err := o.m.Err(); err != nil && (o.err == nil || err.Error() != o.err.Error()) {
		o.fail(err)
	}
	o.err = o.m.Err()
	if rev, waiting := o.m.Revision(), o.m.Waiting(); rev != o.revision || waiting != o.waiting {
		o.revision, o.waiting = rev, waiting
		o.prompt()
	}
}

// prompt says whose turn it is: "-- your turn" when it is this seat's,
// the line a program playing the seat waits for.
func (o *online) prompt() {
	if o.m.Over() {
		fmt.Fprintln(o.out, "-- the game is over")
		return
	}
	if o.m.Waiting() {
		fmt.Fprintln(o.out, "-- waiting for every seat to be taken")
		return
	}
	p := o.m.Prompt()
	text := o.m.Named(withoutSeat(p.Text, p.Seat))
	if p.Seat == o.keyboard {
		fmt.Fprintf(o.out, "-- your turn: %s\n", text)
		return
	}
	fmt.Fprintf(o.out, "-- %s to act: %s\n", o.m.Seat(p.Seat).Name, text)
}

// command runs one line, and reports false when the person leaves.
func (o *online) command(line string) bool {
	if line == "" || strings.HasPrefix(line, "#") {
		return true
	}
	if len(line) > maxCommand {
		o.fail(fmt.Errorf("a line of %d characters was skipped: no command or move is longer than %d", len(line), maxCommand))
		return true
	}
	if before, _, ok := strings.Cut(line, noteMark); ok {
		line = strings.TrimSpace(before)
	}
	command, rest, _ := strings.Cut(line, " ")
	switch command {
	case "quit", "exit":
		return false
	case "bots":
		o.fail(errors.New("the server plays the bots of an online table"))
	case "save", "load", "ready":
		o.fail(fmt.Errorf("%s is not for an online table", command))
	case "help":
		fmt.Fprint(o.out, onlineHelp)
	default:
		o.session.command(line, command, strings.TrimSpace(rest))
	}
	return true
}

const onlineHelp = `commands at an online table:
  show           the board as your seat sees it
  legal          your legal moves, numbered, one per line
  play <move>    play a move, written as legal prints it
  play N, or N   play the Nth move legal lists
  score          the scores with their breakdown
  help           this list
  quit           leave the table (the end of the input does too); join again with the same token
moves by every seat are printed as they come; "-- your turn" says when you are to act
`

// banner says which table this is and who sits where.
func (o *online) banner() {
	var seats []string
	for _, seat := range o.m.Seats() {
		seats = append(seats, fmt.Sprintf("%s (%s)", seat.Name, seat.Player))
	}
	fmt.Fprintf(o.out, "%s online\nseats: %s\n", o.m.Title().Name, strings.Join(seats, ", "))
	if o.keyboard == rules.NoSeat {
		fmt.Fprintln(o.out, "you are watching")
	} else {
		fmt.Fprintf(o.out, "you play %s\n", o.m.Seat(o.keyboard).Name)
	}
	fmt.Fprintln(o.out, "type help for the commands")
}

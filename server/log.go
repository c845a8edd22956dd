package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// The tables' logs live in one JetStream stream, a subject per table
// ("tables.K7Q2XM"). A table's first record is its setup, every later one
// a move; a record is appended only if the subject's last sequence is the
// one its writer applied last (compare-and-set), so two processes can never
// both append the next move of a table. The same subject fans the records
// out: a process with clients at a table subscribes to it and catches up
// from the stream when a record arrives.

// streamName is the JetStream stream of the tables' logs.
const streamName = "STARBOARD_TABLES"

// subjectPrefix begins every table's subject.
const subjectPrefix = "tables."

// Record is one entry of a table's log.
type Record struct {
	Setup *SetupRecord `json:"setup,omitempty"`
	Move  *MoveRecord  `json:"move,omitempty"`
	// Seated is a person's seat taken for the first time: play starts
	// once every person's seat has been.
	Seated *int `json:"seated,omitempty"`
	// Botted is a seat no person had taken given to a bot before play
	// began: it counts as taken.
	Botted *BottedRecord `json:"botted,omitempty"`
	// Ended is the table ended for good by who held every person's
	// seat token (Service.End): no seat, move or bot move follows.
	Ended bool `json:"ended,omitempty"`
}

// BottedRecord is the seat given to a bot, and the bot's level.
type BottedRecord struct {
	Seat  int    `json:"seat"`
	Level string `json:"level"`
}

// SetupRecord is a table's first record: everything that, with the moves,
// rebuilds the table. It holds the seed and the seats' token hashes, and
// never leaves the server.
type SetupRecord struct {
	Title   string            `json:"title"`
	Ruleset string            `json:"ruleset"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatRecord      `json:"seats"`
	Created time.Time         `json:"created"`
}

// SeatRecord is one seat of a table: its name, the bot that plays it or
// the hash of the token of the person who does.
type SeatRecord struct {
	Name  string `json:"name"`
	Bot   string `json:"bot,omitempty"`
	Token []byte `json:"token,omitempty"` // SHA-256 of the seat's token
	Key   []byte `json:"key,omitempty"`   // SHA-256 of the seat's short key
}

// MoveRecord is one move of a table, as the rules' canonical text.
type MoveRecord struct {
	Number int    `json:"n"`
	Seat   int    `json:"seat"`
	Text   string `json:"text"`
	ID     uint64 `json:"id,omitempty"` // the client's move ID; 0 for a bot's
	Bot    bool   `json:"bot,omitempty"`
}

// ErrMovedOn is returned by Append when the table's log has grown since
// the sequence the writer gave: someone else appended first.
var ErrMovedOn = errors.New("the table moved on")

// ErrNoTable is returned when a table's log is empty.
var ErrNoTable = errors.New("no such table")

// Log reads and appends the tables' records.
type Log struct {
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
}

// OpenLog opens the tables' stream over nc, creating it with the given
// number of replicas (1 on a single NATS server, 3 on a cluster of three)
// when it does not exist.
func OpenLog(ctx context.Context, nc *nats.Conn, replicas int) (*Log, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:       streamName,
		Subjects:   []string{subjectPrefix + "*"},
		Storage:    jetstream.FileStorage,
		Replicas:   max(1, replicas),
		MaxMsgSize: 64 << 10,
		Discard:    jetstream.DiscardNew,
	})
	if err != nil {
		return nil, fmt.Errorf("the tables' stream: %w", err)
	}
	return &Log{nc: nc, js: js, stream: st}, nil
}

// Append adds rec to table code's log if the log's last sequence is still
// after (0 for a new table), and returns the record's sequence.
func (l *Log) Append(ctx context.Context, code string, rec Record, after uint64) (uint64, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return 0, err
	}
	ack, err := l.js.Publish(ctx, subjectPrefix+code, data, jetstream.WithExpectLastSequencePerSubject(after))
	if err != nil {
		var apiErr *jetstream.APIError
		if errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence {
			return 0, ErrMovedOn
		}
		return 0, err
	}
	// The record is stored on a quorum of the stream's replicas: now the
	// processes watching the table are told, and whatever they read finds
	// it. (The subject's own message may reach a watcher before the
	// stream's leader has stored the record.)
	l.nc.Publish(notifySubject(code), strconv.AppendUint(nil, ack.Sequence, 10))
	return ack.Sequence, nil
}

// notifySubject is where the processes watching table code hear of each
// record appended to its log.
func notifySubject(code string) string { return "starboard.appended." + code }

// takenSubject carries the notices that a connection took a seat of table
// code: "SEAT ID AT", the seat, the connection's id and when it took the
// seat (Unix nanoseconds).
func takenSubject(code string) string { return "starboard.taken." + code }

// Taken tells every process that connection id took seat of table code
// at time at.
func (l *Log) Taken(code string, seat int, id string, at time.Time) error {
	return l.nc.Publish(takenSubject(code), fmt.Appendf(nil, "%d %s %d", seat, id, at.UnixNano()))
}

// WatchTaken calls fn for each seat of table code a connection takes,
// through whichever process.
func (l *Log) WatchTaken(code string, fn func(seat int, id string, at time.Time)) (*nats.Subscription, error) {
	return l.subscribe(takenSubject(code), func(m *nats.Msg) {
		var seat int
		var id string
		var at int64
		if _, err := fmt.Sscanf(string(m.Data), "%d %s %d", &seat, &id, &at); err == nil {
			fn(seat, id, time.Unix(0, at))
		}
	})
}

// subscribe subscribes fn to subject and returns once the NATS server
// has the subscription.
func (l *Log) subscribe(subject string, fn nats.MsgHandler) (*nats.Subscription, error) {
	sub, err := l.nc.Subscribe(subject, fn)
	if err != nil {
		return nil, err
	}
	if err := l.nc.Flush(); err != nil {
		sub.Unsubscribe()
		return nil, err
	}
	return sub, nil
}

// Stored is a record with its sequence in the stream.
type Stored struct {
	Seq uint64
	Record
}

// Read returns table code's records after sequence after, in order.
func (l *Log) Read(ctx context.Context, code string, after uint64) ([]Stored, error) {
	var out []Stored
	subject := subjectPrefix + code
	for seq := after + 1; ; {
		msg, err := l.stream.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subject))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		var rec Record
		if err := json.Unmarshal(msg.Data, &rec); err != nil {
			return out, fmt.Errorf("table %s, record %d: %w", code, msg.Sequence, err)
		}
		out = append(out, Stored{Seq: msg.Sequence, Record: rec})
		seq = msg.Sequence + 1
	}
}

// Watch calls fn, on a NATS goroutine, with the record's sequence each
// time a record is appended to table code's log, by any process; stop with
// the subscription's Unsubscribe. A notice can be lost (a process that
// dies between storing a record and telling of it, a connection down at
// the time): watchers also read the log again from time to time
// (Server.Run).
//
// Watch returns once the NATS server has the subscription: every record
// appended after that is told of.
func (l *Log) Watch(code string, fn func(seq uint64)) (*nats.Subscription, error) {
	return l.subscribe(notifySubject(code), func(m *nats.Msg) {
		seq, _ := strconv.ParseUint(string(m.Data), 10, 64)
		fn(seq)
	})
}

// Tables returns the code of every table in the log, with the time of its
// last record.
func (l *Log) Tables(ctx context.Context) (map[string]time.Time, error) {
	info, err := l.stream.Info(ctx, jetstream.WithSubjectFilter(subjectPrefix+"*"))
	if err != nil {
		return nil, err
	}
	out := make(map[string]time.Time, len(info.State.Subjects))
	for subject := range info.State.Subjects {
		msg, err := l.stream.GetLastMsgForSubject(ctx, subject)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue // removed since the list was made
		}
		if err != nil {
			return out, err
		}
		out[subject[len(subjectPrefix):]] = msg.Time
	}
	return out, nil
}

// onReconnect has fn called each time the NATS connection comes back
// after it was lost.
func (l *Log) onReconnect(fn func()) {
	l.nc.SetReconnectHandler(func(*nats.Conn) { fn() })
}

// Remove deletes table code's log.
func (l *Log) Remove(ctx context.Context, code string) error {
	return l.stream.Purge(ctx, jetstream.WithPurgeSubject(subjectPrefix+code))
}

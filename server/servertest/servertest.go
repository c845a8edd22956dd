// Package servertest starts a Starboard server for tests: an embedded NATS
// server with JetStream in a temporary directory and an HTTP server on a
// loopback port (the protocol at /play, saves at /save/{code}), both
// stopped when the test ends.
package servertest

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/nats-io/nats.go"

	"starboard/server"
)

// Server is a running test server.
type Server struct {
	URL string      // http://127.0.0.1:port
	Log *server.Log // the tables' records, to check what was stored

	listener *droppingListener
}

// Start starts a server with opts for the length of t.
func Start(t testing.TB, opts server.Options) *Server {
	t.Helper()
	ns, err := server.EmbeddedNATS(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	log, err := server.OpenLog(context.Background(), nc, 1)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	play := server.NewServer(server.NewService(log), opts)
	play.Routes(mux)
	ctx, stop := context.WithCancel(context.Background())
	go play.Run(ctx)
	t.Cleanup(stop)
	srv := httptest.NewUnstartedServer(mux)
	l := &droppingListener{Listener: srv.Listener}
	srv.Listener = l
	srv.Start()
	t.Cleanup(srv.Close)
	return &Server{URL: srv.URL, Log: log, listener: l}
}

// Drop closes every connection the server has, as a network that fails
// would; clients are free to connect again.
func (s *Server) Drop() { s.listener.drop() }

// droppingListener keeps the connections it accepts, to drop them.
type droppingListener struct {
	net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func (l *droppingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.mu.Lock()
		l.conns = append(l.conns, c)
		l.mu.Unlock()
	}
	return c, err
}

func (l *droppingListener) drop() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, c := range l.conns {
		c.Close()
	}
	l.conns = nil
}

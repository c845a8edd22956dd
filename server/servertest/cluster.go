package servertest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"starboard/server"
)

// Cluster is the online service as a large site runs it, inside one test:
// NATS nodes in a cluster with the tables' stream replicated on each, a
// game server process on each node, and one address in front that spreads
// connections over the processes alive, as an HTTP load balancer would.
// Nodes and processes can be killed and everything restarted from the
// nodes' data.
type Cluster struct {
	URL string // the balancer's address

	t     testing.TB
	opts  server.Options
	nodes []*node
	procs []*process

	mu   sync.Mutex
	next int // the process the balancer tries first
}

// node is one NATS server of the cluster.
type node struct {
	name        string
	dir         string
	port, route int
	ns          *natsserver.Server // nil while down
}

// process is one game server process.
type process struct {
	stopRun  context.CancelFunc
	nc       *nats.Conn
	http     *httptest.Server
	listener *droppingListener
	log      *server.Log
}

// StartCluster starts n NATS nodes and n server processes, each process
// connected first to its own node, for the length of t.
func StartCluster(t testing.TB, n int, opts server.Options) *Cluster {
	t.Helper()
	c := &Cluster{t: t, opts: opts}
	for i := range n {
		c.nodes = append(c.nodes, &node{name: fmt.Sprintf("n%d", i+1), dir: t.TempDir(), port: freePort(t), route: freePort(t)})
	}
	for i := range n {
		if err := c.startNode(i); err != nil {
			t.Fatal(err)
		}
	}
	for i := range n {
		c.procs = append(c.procs, c.startProcess(i))
	}
	balancer := httptest.NewServer(&httputil.ReverseProxy{Rewrite: c.route})
	t.Cleanup(balancer.Close)
	c.URL = balancer.URL
	t.Cleanup(c.StopAll)
	return c
}

// freePort returns a loopback port free now, so that a node restarted
// later comes back where its peers look for it.
func freePort(t testing.TB) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func (c *Cluster) startNode(i int) error {
	n := c.nodes[i]
	var routes []*url.URL
	for j, peer := range c.nodes {
		if j != i {
			routes = append(routes, &url.URL{Scheme: "nats-route", Host: fmt.Sprintf("127.0.0.1:%d", peer.route)})
		}
	}
	ns, err := natsserver.NewServer(&natsserver.Options{
		ServerName: n.name,
		Host:       "127.0.0.1",
		Port:       n.port,
		JetStream:  true,
		StoreDir:   n.dir,
		NoSigs:     true,
		NoLog:      true,
		Cluster:    natsserver.ClusterOpts{Name: "starboard", Host: "127.0.0.1", Port: n.route},
		Routes:     routes,
	})
	if err != nil {
		return err
	}
	go ns.Start()
	if !ns.ReadyForConnections(30 * time.Second) {
		return fmt.Errorf("NATS node %s did not start", n.name)
	}
	n.ns = ns
	return nil
}

// startProcess starts a server process whose NATS connection goes to node
// i first and to the others when that one is down.
func (c *Cluster) startProcess(i int) *process {
	urls := []string{fmt.Sprintf("nats://127.0.0.1:%d", c.nodes[i].port)}
	for j, n := range c.nodes {
		if j != i {
			urls = append(urls, fmt.Sprintf("nats://127.0.0.1:%d", n.port))
		}
	}
	nc, err := nats.Connect(strings.Join(urls, ","), nats.DontRandomize(), nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond))
	if err != nil {
		c.t.Fatal(err)
	}
	// The stream is made with three replicas once the cluster has chosen
	// its JetStream leader; until then creating it fails.
	var log *server.Log
	for attempt := 0; ; attempt++ {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		log, err = server.OpenLog(ctx, nc, len(c.nodes))
		cancel()
		if err == nil {
			break
		}
		if attempt == 100 {
			c.t.Fatalf("the tables' stream: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	mux := http.NewServeMux()
	play := server.NewServer(server.NewService(log), c.opts)
	play.Routes(mux)
	ctx, stopRun := context.WithCancel(context.Background())
	go play.Run(ctx)
	srv := httptest.NewUnstartedServer(mux)
	l := &droppingListener{Listener: srv.Listener}
	srv.Listener = l
	srv.Start()
	return &process{stopRun: stopRun, nc: nc, http: srv, listener: l, log: log}
}

// route sends a request to the next process alive, round robin; with
// none alive, to a closed port, and the client tries again later.
func (c *Cluster) route(r *httputil.ProxyRequest) {
	c.mu.Lock()
	defer c.mu.Unlock()
	target := &url.URL{Scheme: "http", Host: "127.0.0.1:1"}
	for range c.procs {
		p := c.procs[c.next%len(c.procs)]
		c.next++
		if p != nil {
			target, _ = url.Parse(p.http.URL)
			break
		}
	}
	r.SetURL(target)
}

// Log returns a handle on the tables' log through a live process.
func (c *Cluster) Log() *server.Log {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, p := range c.procs {
		if p != nil {
			return p.log
		}
	}
	return nil
}

// KillProcess stops server process i at once: its connections drop, and
// the balancer sends new ones elsewhere.
func (c *Cluster) KillProcess(i int) {
	c.mu.Lock()
	p := c.procs[i]
	c.procs[i] = nil
	c.mu.Unlock()
	if p != nil {
		p.stop()
	}
}

func (p *process) stop() {
	p.stopRun()
	p.listener.drop()
	p.http.Close()
	p.nc.Close()
}

// KillNode shuts NATS node i down: the processes connected to it go to
// the other nodes, and the stream carries on with the replicas left.
func (c *Cluster) KillNode(i int) {
	if n := c.nodes[i]; n.ns != nil {
		n.ns.Shutdown()
		n.ns.WaitForShutdown()
		n.ns = nil
	}
}

// StopAll stops every process and node.
func (c *Cluster) StopAll() {
	for i := range c.procs {
		c.KillProcess(i)
	}
	for i := range c.nodes {
		c.KillNode(i)
	}
}

// RestartAll starts every node again from its data, on its ports, and
// then every process.
func (c *Cluster) RestartAll() {
	// The nodes start together: each waits for the others' routes.
	errs := make([]error, len(c.nodes))
	var wg sync.WaitGroup
	for i, n := range c.nodes {
		if n.ns == nil {
			wg.Go(func() { errs[i] = c.startNode(i) })
		}
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			c.t.Fatal(err)
		}
	}
	for i, p := range c.procs {
		if p == nil {
			p = c.startProcess(i)
			c.mu.Lock()
			c.procs[i] = p
			c.mu.Unlock()
		}
	}
}

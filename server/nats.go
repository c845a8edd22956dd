package server

import (
	"errors"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// EmbeddedNATS starts a NATS server with JetStream inside this process,
// storing under dir and listening on loopback only; port 0 takes a free
// port. Stop it with Shutdown, then WaitForShutdown.
func EmbeddedNATS(dir string, port int) (*natsserver.Server, error) {
	if port == 0 {
		port = natsserver.RANDOM_PORT
	}
	ns, err := natsserver.NewServer(&natsserver.Options{
		Host:      "127.0.0.1",
		Port:      port,
		JetStream: true,
		StoreDir:  dir,
		NoSigs:    true,
		NoLog:     true,
	})
	if err != nil {
		return nil, err
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("the embedded NATS server did not start")
	}
	return ns, nil
}

import Glibc

extension ChildProcess {
    /// Runs `executable` (a path) with `arguments` to its end, `input` on its standard input (then
    /// its end), its output and error on /dev/null, in a process group of its own, in
    /// `environment` (kiji's own when nil); its exit status, or nil when it could not be started or
    /// a signal ended it.
    ///
    /// Input of any size goes whole, through a pipe rather than the command line, which holds at
    /// most 128 KiB an argument. A child that ends without reading it all costs kiji nothing: the
    /// SIGPIPE of the write is taken here, never delivered.
    public static func run(_ executable: String, arguments: [String], environment: [String: String]? = nil, input: [UInt8]) -> Int32? {
        guard let pipe = PipeEnds.make() else { return nil }
        let child = spawn(executable, arguments: arguments, environment: environment, streams: .input(pipe.readEnd))
        close(pipe.readEnd)
        guard let child else {
            close(pipe.writeEnd)
            return nil
        }
        withPipeSignalTaken { _ = WholeWrite.write(input, to: pipe.writeEnd) }
        close(pipe.writeEnd)
        return child.waitForExit()
    }

    /// Runs `body` with SIGPIPE blocked on this thread, then takes a SIGPIPE it raised, so that
    /// none is left pending when the old mask comes back.
    private static func withPipeSignalTaken(_ body: () -> Void) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var noWait = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &noWait) < 0, errno == EINTR {}
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

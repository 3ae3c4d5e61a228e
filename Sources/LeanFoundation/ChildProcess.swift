import FoundationEssentials
import Glibc

/// A program started with `posix_spawn`, standing in for Foundation's `Process`.
///
/// The child starts with no signal blocked and every signal's default action, and with none of
/// kiji's descriptors beyond the standard three (sockets, the cache file, pipes). A child kiji
/// talks to over pipes is a ``PipedChildProcess``.
public struct ChildProcess: Sendable {
    /// How the child relates to the terminal kiji runs in.
    public enum Attachment: Sendable {
        /// It shares kiji's standard streams and process group, so it may use the terminal (an editor).
        case terminal
        /// Its standard streams are /dev/null and it gets a process group of its own, like a
        /// background job (a browser).
        case detached
    }

    /// The child's process ID.
    public let pid: pid_t

    /// Starts `executable` (a path) with `arguments` after its name, in `environment` (kiji's own
    /// when nil); nil when it could not be started.
    public static func start(
        _ executable: String, arguments: [String], environment: [String: String]? = nil, attachment: Attachment
    ) -> ChildProcess? {
        spawn(executable, arguments: arguments, environment: environment, streams: attachment == .detached ? .devNull : .inherited)
    }

    /// Where a child's standard streams go.
    enum Streams {
        /// kiji's own, in kiji's process group.
        case inherited
        /// All three on /dev/null, in a process group of the child's own.
        case devNull
        /// Standard input from `input` and output to `output` (the child's ends of two pipes),
        /// standard error to /dev/null, in kiji's process group.
        case pipes(input: Int32, output: Int32)
        /// Standard input from `input` (the child's end of a pipe), output and error on /dev/null,
        /// in a process group of the child's own.
        case input(Int32)
    }

    /// Starts `executable` as ``start(_:arguments:environment:attachment:)`` says, its streams as
    /// `streams` says.
    static func spawn(_ executable: String, arguments: [String], environment: [String: String]?, streams: Streams) -> ChildProcess? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch streams {
        case .inherited:
            break
        case .devNull:
            for descriptor in Int32(0)...2 {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        case .pipes(let input, let output):
            posix_spawn_file_actions_adddup2(&actions, input, 0)
            posix_spawn_file_actions_adddup2(&actions, output, 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .input(let input):
            posix_spawn_file_actions_adddup2(&actions, input, 0)
            for descriptor in Int32(1)...2 { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0) }
        }
        // glibc ignores a close of a descriptor that is not open, so a list that went stale is harmless.
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        switch streams {
        case .devNull, .input:
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        case .inherited, .pipes:
            break
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status: Int32
        if let environment {
            let lines = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { lines.forEach { free($0) } }
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, lines)
        } else {
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        return status == 0 ? ChildProcess(pid: pid) : nil
    }

    /// Waits for the child to end and reaps it; its exit status, or nil when a signal ended it
    /// (or it was reaped already).
    public func waitForExit() -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        let signalled = status & 0x7F
        return signalled == 0 ? (status >> 8) & 0xFF : nil
    }

    /// Waits until the child has ended, leaving it to be reaped (by ``waitForExit()``): until then
    /// its ID is not given to another process, so it can still be signalled safely.
    func waitUntilEnded() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
    }

    /// Reaps the child on a thread of its own once it ends, so it does not linger as a zombie.
    public func reapWhenItEnds() {
        let child = self
        DetachedThread.start(name: "kiji.reaper") { _ = child.waitForExit() }
    }

    /// The descriptors open in this process now.
    private static func openDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
        return names.compactMap { Int32($0) }
    }
}

import Foundation

/// The little the runner asks of git: which commit the kit is at, and a file as it was in a commit.
/// Used by `puzzles reset` to find an exercise's starter. Absent git is not an error until needed.
package struct Git {
    package let root: URL
    /// The environment git runs in: the runner's.
    package var environment: [String: String] = ProcessInfo.processInfo.environment

    package init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.root = root
        self.environment = environment
    }

    private func run(_ arguments: [String]) -> String? {
        guard let git = Subprocess.findExecutable("git", environment: environment) else {
            return nil
        }
        let outcome = try? Subprocess.runBlocking(
            git, ["-C", root.path] + arguments, environment: environment, timeLimit: 30, outputLimit: 8 << 20)
        guard let outcome, outcome.succeeded else { return nil }
        return outcome.outputText
    }

    /// The commit checked out, if this is a git checkout.
    package func headCommit() -> String? {
        run(["rev-parse", "--verify", "--quiet", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The files under `folder` (relative to the root) in `commit`, with their contents.
    package func files(in folder: String, at commit: String) -> [(name: String, contents: String)]? {
        guard let listing = run(["ls-tree", "-r", "--name-only", commit, "--", folder + "/"]) else { return nil }
        let paths = listing.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard !paths.isEmpty else { return nil }
        var files: [(String, String)] = []
        for path in paths {
            guard let contents = run(["show", "\(commit):\(path)"]) else { return nil }
            files.append((String(path.dropFirst(folder.count + 1)), contents))
        }
        return files
    }
}

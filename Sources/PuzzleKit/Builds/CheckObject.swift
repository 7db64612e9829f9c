import Digest
import Foundation

/// A runs check's compiled object, kept apart from its programs and shared by every program whose exercise module is
/// byte for byte the same.
///
/// Compiling a check reads the check, MiniUI and the exercise's `.swiftmodule`: the learner's declarations, never the
/// bodies of their functions, which only the exercise's object holds. So the object is keyed by what it reads (the
/// check's words, MiniUI's build, the toolchain and the module's bytes), and a program whose exercise module is the
/// same only links it with its own exercise object: a learner's next edit of a function body, or another learner's
/// checkout declaring the same things, costs a link, not a compile. A module that differs in anything (a name, a
/// type, a private helper) is another key. Only objects that compiled are shared; a check that does not compile is
/// compiled again for each program, so its diagnostics are always the learner's own.
///
/// The check's source is copied once per content (`check-sources/`), at a place no learner's build owns, so that the
/// line tables of a shared object name the same file for everyone (``CheckEngine/remapRuntime(_:exercise:check:checkCopy:sources:build:)``).
struct CheckObject: Sendable {
    /// The check's source, as every program's compile reads it (a group's first file).
    var source: URL
    /// Every file of the program's source (the check's one file, or a group's), in one folder.
    var sources: [URL]
    /// The shared entry, `check-objects/<module>/<key>`, or `nil` when the exercise's module cannot be read.
    var entry: URL?

    static let objectName = "check.o"
    /// How many shared objects each exercise keeps (the least recently used beyond them go once unused for half an
    /// hour, as programs do).
    static let keep = 64
}

extension CheckEngine {
    /// The check's shared source copy and object entry for this build (``CheckObject``).
    func checkObject(name: String, contents: Data, build: CheckBuilds) async throws -> CheckObject {
        try await checkObject(name: name, files: [("\(name).swift", contents)], build: build)
    }

    /// The shared source copies of a program's files (a check's one file, or a group's: ``CheckGroup``), in one
    /// folder, and their object entry for this build; `source` is the first file.
    func checkObject(name: String, files: [(name: String, contents: Data)], build: CheckBuilds) async throws
        -> CheckObject
    {
        var sourceHasher = SHA256()
        sourceHasher.update(field: "check-source-v1")
        sourceHasher.update(field: name)
        sourceHasher.update(files: files)
        let folder = cacheFolder.appendingPathComponent(
            "check-sources/\(build.exercise.moduleName)/\(String(sourceHasher.finalizeHex().prefix(20)))")
        var written = false
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            if FileManager.default.contents(atPath: url.path) != file.contents {
                try FileSystem.createDirectory(folder)
                try FileSystem.writeAtomically(file.contents, to: url)
                written = true
            }
        }
        if written {
            pruneCheckSources(folder.deletingLastPathComponent())
        } else {
            // Its folder marks it used (never the file: a compile reading it would say it was modified meanwhile).
            FileSystem.touch(folder)
        }
        let source = folder.appendingPathComponent(files[0].name)
        let sources = files.map { folder.appendingPathComponent($0.name) }
        let module = build.exercise.modules.appendingPathComponent("\(build.exercise.moduleName).swiftmodule")
        let moduleHash = await state.moduleHash(entry: build.exercise.entry.path) {
            FileManager.default.contents(atPath: module.path).map { SHA256.hex(bytes: $0) }
        }
        guard let moduleHash else { return CheckObject(source: source, sources: sources) }
        var hasher = SHA256()
        hasher.update(field: "check-object-v1")
        hasher.update(field: build.toolchain.version)
        hasher.update(field: build.toolchain.commonFlags.joined(separator: " "))
        hasher.update(field: build.miniUI.hash)
        hasher.update(field: build.exercise.moduleName)
        hasher.update(field: moduleHash)
        hasher.update(field: name)
        hasher.update(files: files)
        let entry = cacheFolder.appendingPathComponent(
            "check-objects/\(build.exercise.moduleName)/\(String(hasher.finalizeHex().prefix(24)))")
        return CheckObject(source: source, sources: sources, entry: entry)
    }

    /// Keeps the check sources of the programs and objects a cache keeps: the ``CheckObject/keep`` most recently used
    /// of an exercise, and any used in the last half hour (a build may be reading it); older ones go.
    func pruneCheckSources(_ group: URL) {
        let dated = FileSystem.subfolders(group).map { group.appendingPathComponent($0) }.map { folder in
            // Used when its folder was last touched (or a file written in it).
            (folder, FileSystem.modificationDate(folder))
        }
        let unused = Date(timeIntervalSinceNow: -1800)
        for (folder, date) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(CheckObject.keep) where date < unused {
            FileSystem.remove(folder)
        }
    }

    /// The shared object, if one is there now (and marks it used, so that pruning keeps it).
    func compiledObject(_ shared: CheckObject) -> URL? {
        guard let entry = shared.entry, readRecord(entry.appendingPathComponent("done.json"))?.succeeded == true else {
            return nil
        }
        FileSystem.touch(entry.appendingPathComponent("done.json"))
        return entry.appendingPathComponent(CheckObject.objectName)
    }

    /// The shared object for a program about to be built: the one there, or the one another program of this process
    /// or another process is compiling now (waited for), or `nil` when this program's build is to compile it;
    /// `claimed` is then true and the build must call ``EngineState/finishObjectBuild(_:failed:)`` once it has
    /// published it, or failed. Between processes (two grades sharing a cache), the claimer holds the entry's file
    /// lock while it compiles. After a failed build, the waiters compile the check each for itself (`nil`, unclaimed).
    func awaitCompiledObject(_ shared: CheckObject) async -> (compiled: URL?, claimed: Bool) {
        guard let entry = shared.entry else { return (nil, false) }
        while true {
            if let compiled = compiledObject(shared) { return (compiled, false) }
            if await state.objectFailed(entry.path) { return (nil, false) }
            guard let building = await state.claimObjectBuild(entry.path) else {
                // Another process may be compiling it: wait for its lock, then look again.
                let lockURL = entry.deletingLastPathComponent().appendingPathComponent(
                    "\(entry.lastPathComponent).lock")
                let lock = try? await offload { try FileLock(lockURL) }
                if let compiled = compiledObject(shared) {
                    lock?.unlock()
                    await state.finishObjectBuild(entry.path)
                    return (compiled, false)
                }
                await state.holdObjectLock(lock, entry: entry.path)
                return (nil, true)
            }
            await building.value
        }
    }

    /// Keeps the object a program's build compiled (the one object file among its jobs' files) for the programs that
    /// share its exercise module. Two builds that compiled it at once both try; the first to finish keeps its copy.
    func publish(_ shared: CheckObject, from jobs: URL) {
        guard let entry = shared.entry, !FileSystem.exists(entry.appendingPathComponent("done.json")) else { return }
        let objects = FileSystem.filesRecursively(jobs).filter { $0.hasSuffix(".o") }
        guard objects.count == 1 else { return }
        let group = entry.deletingLastPathComponent()
        let staging = group.appendingPathComponent(".\(entry.lastPathComponent)-\(UUID().uuidString)")
        do {
            try FileSystem.createDirectory(staging)
            try FileManager.default.copyItem(
                at: jobs.appendingPathComponent(objects[0]),
                to: staging.appendingPathComponent(CheckObject.objectName))
            let record = EntryRecord(succeeded: true, diagnostics: "", seconds: 0, products: [CheckObject.objectName])
            try FileSystem.writeAtomically(
                try JSONEncoder().encode(record), to: staging.appendingPathComponent("done.json"))
            FileSystem.remove(entry)
            try FileManager.default.moveItem(at: staging, to: entry)
            prune(group, keep: CheckObject.keep, except: entry)
        } catch {
            FileSystem.remove(staging)
        }
    }
}

extension SHA256 {
    /// A program's files: one file's contents alone (so a check's hashes are what they were before groups), else
    /// each file's name and contents.
    mutating func update(files: [(name: String, contents: Data)]) {
        if files.count == 1 {
            update(field: files[0].contents)
        } else {
            for file in files {
                update(field: file.name)
                update(field: file.contents)
            }
        }
    }
}

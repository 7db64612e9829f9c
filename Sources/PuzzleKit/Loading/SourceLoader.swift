import Foundation

enum SourceLoader {
    /// Reads the `.swift` files of an exercise folder (recursively, hidden files skipped). Refuses symbolic
    /// links on the way down from the root, non-regular and oversized files, and a missing folder.
    static func load(_ exercise: Exercise, from root: SourceRoot, kit: Kit, limits: SourceLimits)
        -> Result<ExerciseSources, SourceRefusal>
    {
        let base = root.base(in: kit)
        let displayFolder = "\(base.display)/\(exercise.path)"
        let folder = base.url.appendingPathComponent(exercise.path)

        // Every folder between the root and the exercise must be a real folder.
        var walk = base.boundary
        let relative = String(folder.path.dropFirst(base.boundary.path.count)).split(separator: "/")
        for component in relative {
            walk = walk.appendingPathComponent(String(component))
            switch FileSystem.kind(walk) {
            case .directory: continue
            case .symbolicLink:
                return .failure(
                    SourceRefusal(
                        path: kit.relativePath(walk), reason: .folderIsSymbolicLink))
            case .missing:
                return .failure(
                    SourceRefusal(
                        path: displayFolder,
                        reason: .folderMissing(inWorkspace: root == .exercises, exerciseID: exercise.id)))
            default:
                return .failure(
                    SourceRefusal(
                        path: kit.relativePath(walk), reason: .notAFolder))
            }
        }
        return loadFolder(folder, displayFolder: displayFolder, origin: base.display, limits: limits).map { sources in
            guard root != .solutions else { return sources }
            var marked = withKitsGivenFiles(sources, of: exercise, kit: kit)
            let solution = kit.url(exercise.solutionFolder)
            // Given files are the kit's copy by now, so a learner's edit of one never counts as unfinished work.
            marked.differingFromSolution = Set(
                marked.files.filter { file in
                    FileManager.default.contents(atPath: solution.appendingPathComponent(file.name).path)
                        != file.contents
                }.map(\.name))
            return marked
        }
    }

    /// The sources with each of the exercise's given files taken from the kit's solution (the kit's copy), in
    /// place of the copy read (or added, when it is missing). The files whose copy differed are listed in
    /// ``ExerciseSources/givenFilesReplaced``. A given file the kit's solution lacks is left as it is.
    static func withKitsGivenFiles(_ sources: ExerciseSources, of exercise: Exercise, kit: Kit) -> ExerciseSources {
        guard !exercise.givenFiles.isEmpty else { return sources }
        var files = sources.files
        var replaced: [String] = []
        let solution = kit.url(exercise.solutionFolder)
        for name in exercise.givenFiles {
            guard let kitsCopy = FileManager.default.contents(atPath: solution.appendingPathComponent(name).path)
            else { continue }
            if let index = files.firstIndex(where: { $0.name == name }) {
                guard files[index].contents != kitsCopy else { continue }
                replaced.append(files[index].displayPath)
                files[index].contents = kitsCopy
            } else {
                let display = "\(sources.displayFolder)/\(name)"
                replaced.append(display)
                files.append(SourceFile(name: name, displayPath: display, contents: kitsCopy))
            }
        }
        var result = ExerciseSources(files: files, displayFolder: sources.displayFolder, origin: sources.origin)
        result.differingFromSolution = sources.differingFromSolution
        result.givenFilesReplaced = (sources.givenFilesReplaced + replaced).sorted()
        return result
    }

    /// Reads every `.swift` file below a folder.
    static func loadFolder(_ folder: URL, displayFolder: String, origin: String, limits: SourceLimits)
        -> Result<ExerciseSources, SourceRefusal>
    {
        var files: [SourceFile] = []
        var pending: [(url: URL, name: String)] = [(folder, "")]
        while let (url, prefix) = pending.popLast() {
            for entry in FileSystem.entries(url) where !entry.hasPrefix(".") {
                let child = url.appendingPathComponent(entry)
                let name = prefix + entry
                let display = "\(displayFolder)/\(name)"
                switch FileSystem.kind(child) {
                case .directory:
                    pending.append((child, name + "/"))
                case .symbolicLink:
                    if entry.hasSuffix(".swift") || FileSystem.isDirectory(child) {
                        return .failure(
                            SourceRefusal(
                                path: display, reason: .fileIsSymbolicLink))
                    }
                case .file where entry.hasSuffix(".swift"):
                    switch FileSystem.readRegularFile(child, limit: limits.maxFileSize) {
                    case .success(let data):
                        files.append(SourceFile(name: name, displayPath: display, contents: data))
                    case .failure(.tooLarge(let size)):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: .tooLarge(bytes: size, limit: limits.maxFileSize)))
                    case .failure(.symbolicLink):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: .fileIsSymbolicLink))
                    case .failure(.notRegular):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: .notARegularFile))
                    case .failure(.unreadable(let message)):
                        return .failure(
                            SourceRefusal(
                                path: display, reason: .unreadable(systemMessage: message)))
                    }
                case .other where entry.hasSuffix(".swift"):
                    return .failure(
                        SourceRefusal(
                            path: display, reason: .notARegularFile))
                default:
                    continue
                }
                if files.count > limits.maxFileCount {
                    return .failure(
                        SourceRefusal(
                            path: displayFolder, reason: .tooManyFiles(limit: limits.maxFileCount)))
                }
            }
        }
        guard !files.isEmpty else {
            return .failure(
                SourceRefusal(
                    path: displayFolder, reason: .noSwiftFile))
        }
        return .success(ExerciseSources(files: files, displayFolder: displayFolder, origin: origin))
    }
}

import Foundation

/// The one "did you mean" of the kit: the candidate closest to what was typed, if it is close enough to be
/// a typo (an edit distance of at most 2, or a third of the typed length for long words).
package enum DidYouMean {
    /// The closest of `candidates` to `typed`, ignoring case; `key` gives the spellings a candidate answers to.
    package static func closest<T>(to typed: String, among candidates: [T], spellings key: (T) -> [String]) -> T? {
        let typed = typed.lowercased()
        var best: (candidate: T, distance: Int)?
        for candidate in candidates {
            for spelling in key(candidate) {
                let distance = editDistance(typed, spelling.lowercased())
                if best == nil || distance < best!.distance { best = (candidate, distance) }
            }
        }
        guard let best, best.distance <= max(2, typed.count / 3) else { return nil }
        return best.candidate
    }

    /// The closest of `candidates` to `typed`.
    package static func closest(to typed: String, among candidates: [String]) -> String? {
        closest(to: typed, among: candidates) { [$0] }
    }
}

/// Levenshtein distance between two strings.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

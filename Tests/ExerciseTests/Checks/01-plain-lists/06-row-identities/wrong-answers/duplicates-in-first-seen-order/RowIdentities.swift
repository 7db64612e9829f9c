// wrong: lists the duplicates in the order their ids first appear
// rejected-by: lists-row-ids-and-duplicates
// misconception: An id becomes a duplicate when it is met the second time, so list duplicates in that order, as
// misconception: ForEach warns, not in the order ids first appear.
// misconception-ja: id が重複になるのは 2 度目に出会ったときです。重複は最初に現れた順ではなく、ForEach が警告する順、
// misconception-ja: つまりその時点の順に並べます。
// lesson: #the-idea
// Counts first, then lists each repeated id where it first occurs: `[1, 2]` for the ids `[1, 2, 3, 2, 1, 2]`.
// ForEach only knows an id is repeated when it meets it again, so it warns about 2 before 1.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        var occurrences: [ID: Int] = [:]
        for rowID in rowIDs {
            occurrences[rowID, default: 0] += 1
        }
        var reported: Set<ID> = []
        return rowIDs.filter { occurrences[$0]! > 1 && reported.insert($0).inserted }
    }

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}

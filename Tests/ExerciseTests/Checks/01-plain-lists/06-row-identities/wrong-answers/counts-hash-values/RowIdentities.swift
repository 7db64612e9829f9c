// wrong: counts the ids in a dictionary keyed by their hashValue instead of by the ids themselves
// rejected-by: tells-apart-ids-with-equal-hashes
// misconception: Equal hash values do not make equal ids: two different ids may share a hash. Key the dictionary
// misconception: or set by the ids themselves; it uses the hash only to find where to look, and `==` to decide.
// misconception-ja: ハッシュ値が等しくても、id が等しいとは限りません。違う id が同じハッシュを持つこともあります。
// misconception-ja: 辞書や集合のキーには id そのものを使います。ハッシュはどこを探すかを決めるだけで、等しいかどうかは
// misconception-ja: `==` が決めます。
// lesson: #the-idea
// Seats 14A and 14C hash alike in the check, so the second of them is taken for a repeat of the first.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        var occurrences: [Int: Int] = [:]
        var duplicates: [ID] = []
        for rowID in rowIDs {
            occurrences[rowID.hashValue, default: 0] += 1
            if occurrences[rowID.hashValue] == 2 {
                duplicates.append(rowID)
            }
        }
        return duplicates
    }

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}

// wrong: remembers seen ids in a set, but searches the list of duplicates found so far before adding one
// rejected-by: scans-many-rows-in-one-pass
// misconception: A set makes "seen before?" one hash, so the pass looks linear: but "already listed?" is asked
// misconception: of an array, which is searched from the start every time. When most ids repeat, that search
// misconception: grows with the list and the pass turns quadratic. Ask only hashed questions: count each id, or
// misconception: list an id when its count reaches two.
// misconception-ja: 「前に見たか」は集合なら 1 回のハッシュで済むので、処理は線形に見えます。しかし「もう一覧にあるか」は
// misconception-ja: 配列に尋ねていて、毎回先頭から探します。ほとんどの id が繰り返すと、その探索は一覧とともに伸び、
// misconception-ja: 全体が 2 乗になります。ハッシュで答えられる問いだけにします。id ごとに数え、数が 2 になったときに
// misconception-ja: 一覧に加えます。
// lesson: #the-idea
/// What ForEach sees of a PlainList: the identity of each row, and the ids that more than one row claims.
///
///     let list = PlainList(photos) { photo in Text(photo.caption) }   // ids 1, 2, 3, 2
///     list.rowIDs                // [1, 2, 3, 2]
///     list.duplicateIDs          // [2]
///     list.duplicateIDWarnings   // ["PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times…"]
extension PlainList {
    /// The id of each row, in order: the key path applied to each element, as ForEach does.
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    /// The ids that more than one row has, each listed once, in an order the rows give: where each first
    /// appears, or where it is met again. For the ids [1, 2, 3, 2, 1, 2] that is [1, 2] or [2, 1]; the kit's
    /// ForEach warns in the second order (SwiftUI does not document its own).
    ///
    /// One pass, with a set of the ids seen so far.
    var duplicateIDs: [ID] {
        var seen: Set<ID> = []
        var duplicates: [ID] = []
        for rowID in rowIDs where !seen.insert(rowID).inserted {
            if duplicates.firstIndex(of: rowID) == nil {
                duplicates.append(rowID)
            }
        }
        return duplicates
    }

    /// SwiftUI's runtime warning for each duplicate id, naming this list's type as ForEach names its own.
    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}

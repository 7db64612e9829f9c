// wrong: works out every row's id again for each row while looking for duplicates
// rejected-by: scans-many-rows-in-one-pass
// misconception: `rowIDs` is computed, not stored: reading it inside the loop maps the whole collection again
// misconception: for every row, so one pass becomes rows times rows key-path reads. Read it once.
// misconception-ja: `rowIDs` は保存されたプロパティではなく計算プロパティです。ループの中で読むと行ごとに
// misconception-ja: コレクション全体を map し直すので、1 回のはずが行数の 2 乗回の読み出しになります。一度だけ読みます。
// lesson: #the-idea
// The set makes each lookup cheap, but `rowIDs[index]` recomputes the array each time: 2,000 rows read four
// million ids.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        var seen: Set<ID> = []
        var duplicates: [ID] = []
        for index in rowIDs.indices {
            let rowID = rowIDs[index]
            if !seen.insert(rowID).inserted && !duplicates.contains(rowID) {
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

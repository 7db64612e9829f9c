// wrong: counts the ids in a dictionary, then lists the keys counted twice or more in the dictionary's order
// rejected-by: lists-row-ids-and-duplicates
// misconception: A dictionary's keys come out in hash order, which changes from run to run; ForEach warns in
// misconception: the order it meets each id again, so append a duplicate at the moment its count reaches 2.
// misconception-ja: 辞書のキーはハッシュの順に出てくるので、実行のたびに順番が変わります。ForEach は id に
// misconception-ja: 再び出会った順に警告するので、数が 2 になったその時点で重複を追加します。
// lesson: #the-idea
// With one or two duplicates this order is right by luck some of the time; with eight, met again in two
// opposite orders, it cannot be right for both.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        var occurrences: [ID: Int] = [:]
        for rowID in rowIDs {
            occurrences[rowID, default: 0] += 1
        }
        return occurrences.filter { $0.value > 1 }.map(\.key)
    }

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}

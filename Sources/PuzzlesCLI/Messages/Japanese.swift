// ランナーの日本語の文言。英語のカタログ（English.swift）と同じキーと同じ {プレースホルダー} を持ちます。
// 訳語は Lessons/GLOSSARY.ja.md の最後の表に従います（演習、判定、チェック、ヒント、進捗、誤答、…）。
// コンパイラの出力は訳さず、そのまま表示します。

extension MessageCatalog {
    static let japanese = MessageCatalog(
        language: .ja,
        templates: [
            // ラベルと列挙
            "label.error": "エラー: ",
            "label.warning": "警告: ",
            "label.note": "ノート: ",
            "label.next": "次にすること:",
            "label.hint": "ヒント:",
            "label.lesson": "レッスン:",
            "list.separator": "、",
            "list.last": "{items}、{last}",
            "list.semicolon": "。",
            "sentence.join": "",
            "language.en": "英語",
            "language.ja": "日本語",
            "unit.seconds.one": "{seconds} 秒",
            "unit.seconds.other": "{seconds} 秒",
            "place": "{file} ",  // a space before the particle that follows: 「… .swift を変更」
            "place.line": "{file} の {line} 行目",

            // 判定
            "verdict.passed.one": "チェックに合格しました。",
            "verdict.passed.other": "{count} 個のチェックすべてに合格しました。",
            "verdict.doesNotCompile": "コードがまだコンパイルできません。",
            "verdict.notAttempted": "未着手です。ファイルがスターターとバイト単位で同じです（何も実行していません）。",
            "verdict.othersFail.one": "（ほかに {count} 個のチェックも不合格です）",
            "verdict.othersFail.other": "（ほかに {count} 個のチェックも不合格です）",
            "compiler.moreErrors.one": "（ほかに {count} 個のエラー）",
            "compiler.moreErrors.other": "（ほかに {count} 個のエラー）",
            "check.passed": "チェック「{check}」に合格しました。",
            "check.doesNotCompile":
                "チェック「{check}」は、SwiftUI の開発者が書くような形であなたの API を呼び出します。そのコードがまだコンパイルできません。",
            "check.misuseAccepted": "チェック「{check}」はコンパイラが誤用を拒否することを期待していますが、コードがそれを受け入れてしまいます。",
            "check.otherError": "チェック「{check}」の誤用をコンパイラは拒否しますが、期待とは別のエラーで拒否しています。",
            "check.verificationFailed": "チェック「{check}」をあなたのコードと一緒にコンパイルした結果が、チェックの期待と一致しません。",
            "check.verificationFailed.oldCompiler":
                "（このコンパイラには -verify-ignore-unrelated がないため、あなたのコードを指すノートも想定外と数えられます。新しい Swift ツールチェーンなら合格するかもしれません。）",
            "check.wrongOutput": "チェック「{check}」は実行できましたが、期待と違う内容を出力しました。",
            "check.exited": "チェック「{check}」は終了ステータス {status} で止まりました。",
            "check.timedOut": "チェック「{check}」が {limit}以内に終わらなかったため、止めました。",
            "check.crashed.message": "チェック「{check}」がクラッシュしました: {message}",
            "check.crashed.overflow": "チェック「{check}」が {signal} でクラッシュしました。スタックオーバーフローの可能性が高いです。",
            "check.crashed.signal": "チェック「{check}」が {signal} でクラッシュしました。",
            "check.printedTooMuch": "チェック「{check}」が {limit} を超えて出力したため、止めました。",
            "check.invalid": "チェックファイル {path} が正しくありません: {problems}。",
            "check.unreadable": "チェックファイル {path} を読めません。",
            "check.engineFailed": "キットがチェック「{check}」を実行できませんでした: {reason}",
            "check.exerciseDoesNotCompile": "演習のコードがまだコンパイルできません。",
            "output.difference": "期待した出力（-）と実際の出力（+）:",
            "output.standardError": "標準エラーにも出力がありました:",
            "check.variant":
                "チェックに書かれたデータでは合格しましたが、採点と同じように別のデータ（{varies}）でもう一度実行しました。そこで期待する出力は、同じデータで模範解答が出力するものです。",
            "check.referenceFailsVariant":
                "模範解答がバリエーション {seed} のデータでチェック「{check}」に合格しません（{status}）。あなたのコードではなく、キットのチェックの不具合です。",
            "variant.data": "使った別のデータ:",
            "output.moreDifferences.one": "（差分はあと {count} 行あります）",
            "output.moreDifferences.other": "（差分はあと {count} 行あります）",
            "output.timedOut.nothing": "止めるまでに何も出力しませんでした。",
            "output.timedOut.printed": "止めるまでに出力した内容:",
            "output.tooMuch": "最初に出力された行:",
            "crash.frame": "{file}:{line} の {function} で止まりました。",
            "crash.overflow":
                "Swift のコードでの {signal}（メモリアクセス違反）は、ほとんどの場合スタックオーバーフローです。関数、計算プロパティ、ビューの `body` が自分自身を際限なく呼んでいないか確かめてください。",
            "crash.stopped": "プログラムは {signal} で止まりました。",
            "crash.stopped.aside": "（プログラムは {signal} で止まりました。）",
            "refusal": "{path} はチェックしませんでした。{reason}。",
            "refusal.symbolicLink": "シンボリックリンクです（リンクはたどりません）",
            "refusal.missing": "存在しません",
            "refusal.notAFolder": "フォルダではありません",
            "refusal.notARegularFile": "通常のファイルではありません",
            "refusal.tooLarge": "{size} KB あり、演習のファイルの上限 {limit} KB を超えています",
            "refusal.unreadable": "読めません（{reason}）",
            "refusal.tooManyFiles": "Swift ファイルが {limit} 個を超えています",
            "refusal.noSwiftFile": ".swift ファイルがありません",
            "misconception": "よくある思い違いのようです: {explanation}",
            "misconception.lesson": "レッスンの該当箇所: {lesson}",

            // 次にすること
            "next.moveOn": "次の演習に進みましょう。",
            "next.attempt": "{folder} のファイルの `// TODO:` の箇所を編集して始めましょう。",
            "next.fixCompileError": "{place}のエラーを直してください（コンパイラのメッセージは上にあります）。",
            "next.fixCompileError.noLine": "{file} の上記のエラーを直してください。",
            "next.makeCheckCompile": "{place}を変更して、チェック「{check}」がコンパイルでき合格するようにしてください。",
            "next.makeCompilerRefuse":
                "{place}を変更して、チェック「{check}」が `expected-error` で示す使い方をコンパイラが拒否するようにしてください。",
            "next.fixOutput": "{place}を変更して、チェック「{check}」が期待どおりの行を出力するようにしてください。",
            "next.endTheLoop": "{file} に終わらないループや、自分自身の更新を引き起こし続けるプロパティや `body` がないか探してください。",
            "next.endTheRecursion": "{place}に、自分自身を際限なく呼ぶ関数、プロパティ、`body` がないか探してください。",
            "next.handleTheCrash": "{place}でプログラムを止めている原因を見つけ、その場合も扱えるようにしてください。",
            "next.stopThePrinting": "{file} に、終わらないループの中での出力や更新がないか探してください。",
            "next.refusal.folderLink": "リンクを実際のフォルダに置き換えてください。",
            "next.refusal.reset": "`{command} reset {id}` で元に戻してください。",
            "next.refusal.missingFromKit": "このキットのコピーには演習のフォルダがありません。",
            "next.refusal.makeFolder": "フォルダにしてください。",
            "next.refusal.regularFile": "通常のファイルに置き換えてください。",
            "next.refusal.shorten": "ファイルを短くしてください。",
            "next.refusal.permissions": "ファイルのアクセス権を確かめてください。",
            "next.refusal.fewerFiles": "演習に必要なファイルはわずかです。ほかのファイルを取り除いてください。",
            "next.refusal.restoreFiles": "演習のファイルを元に戻してください（`{command} reset` でスターターに戻せます）。",
            "next.installToolchain": "Swift 6 のツールチェーンをインストールする（または SWIFTC を設定する）と、チェックできるようになります。",
            "next.restoreMiniUI":
                "あなたのコードの問題ではありません。Sources/MiniUI を元に戻してください（例: `git checkout Sources/MiniUI`）。",
            "next.clearCache": "{folder} を削除して、もう一度チェックしてください。",
            "next.checkAgain": "もう一度チェックしてください。",
            "next.addChecks": "{folder} にチェックファイルを追加してください（docs/AUTHORING.md を参照）。",
            "next.fixKitCheck": "キットのチェックファイル {path} の問題で、あなたのコードの問題ではありません。",

            // エンジンとコンパイラ
            "engine.noCompiler": "キットが演習をチェックできません。Swift コンパイラがありません。",
            "engine.miniUI": "キットが演習をチェックできません。MiniUI フレームワークがコンパイルできません。",
            "engine.miniUI.empty": "Sources/MiniUI に .swift ファイルがありません。",
            "engine.cache": "キットがキャッシュフォルダを使えませんでした。",
            "engine.compilerTimedOut": "コンパイラが {limit}以内に終わらなかったため、判定していません（マシンが混み合っているのかもしれません）。",
            "engine.cacheDeleted": "チェックの途中でキャッシュフォルダが削除されました。",
            "engine.cancelled": "チェックは終わる前に取り消されました。",
            "engine.noChecks": "この演習にはチェックがありません。",
            "engine.checkUnusable": "キットがチェック「{check}」を実行できませんでした。",
            "engine.compilingMiniUI": "チェックのために MiniUI をコンパイルしています（キットが変わったときに一度だけ）…",
            "compilerProblem.notOnPath":
                "`swiftc` が PATH にありません。Swift 6 のツールチェーンをインストールする（swift.org/install）か、SWIFTC にコンパイラのパスを設定してください。",
            "compilerProblem.notExecutable": "SWIFTC に {path} が設定されていますが、実行可能なファイルではありません。",
            "compilerProblem.cannotStart": "{path} を起動できませんでした: {reason}",
            "compilerProblem.versionFailed": "`{path} --version` が失敗しました: {output}",
            "checkFile.missingHeader":
                "1 行目は `// check: compiles`、`// check: rejects`、`// check: runs` のいずれかでなければなりません",
            "checkFile.unknownKind": "1 行目のチェックの種類 `{kind}` が不明です（compiles、rejects、runs のいずれか）",
            "checkFile.invalidTimeout": "1 行目の `{option}` は秒数の時間制限（1〜600）ではありません",
            "checkFile.unknownOption": "1 行目のオプション `{option}` が不明です（使えるもの: timeout: N、preview）",
            "checkFile.optionsNeedRuns": "`preview` と `timeout:` は `// check: runs` でだけ使えます",
            "checkFile.missingExpectedOutput": "実行チェックは `/* expected output: … */` ブロックで終わらなければなりません",
            "checkFile.variesNeedsRuns": "`// varies:` は `// check: runs` にだけ書けます",

            // キット、進捗
            "kit.notFound":
                "ここは SwiftUI Type Puzzles の中ではありません。{path} とその上のフォルダに Package.swift と Lessons/ がありません。キットのフォルダでコマンドを実行してください。",
            "kit.noSuchExercise": "演習「{query}」はありません。",
            "kit.listShowsAll": "`{command} list` で一覧を表示できます。",
            "didYouMean.exercise": "{id}（{title}）のことですか？",
            "didYouMean.command": "「{name}」のことですか？",
            "didYouMean.option": "{option} のことですか？",
            "progress.newer":
                "{file} は新しいバージョンのキットが書いたもの（形式 {format}）なので、{kept} として残し、新しく始めました。演習のファイルには触れていません。",
            "progress.unreadable":
                "{file} を読めなかったため、{kept} として別に残し、新しく始めました。演習のファイルには触れていません。判定はチェックし直せばすべて分かります。",
            "progress.notSaved":
                "進捗を {file} に保存できませんでした（{reason}）。演習のファイルには触れていません。ヒントや判定を次回に残すには、フォルダを書き込み可能にしてください。",
            "progress.bar": "進捗: {bar}",

            // status、list、check、verify
            "welcome.title": "SwiftUI Type Puzzles へようこそ。",
            "welcome.body":
                "演習は Sources/Exercises に小さな API を書くものです。考え方はそれぞれのレッスンにあります。\n`{command} check` はキットのチェックをあなたのコードに対してコンパイルし、次に直すことを伝えます。\n`{command} watch` は保存のたびにチェックし直します。`{command} hint` はヒントを 1 つずつ表示します。",
            "status.module": "モジュール {number}: {title}",
            "heading.next": "次の演習",
            "heading.watching": "監視中",
            "describe.edit": "編集:       {files}",
            "describe.lesson": "レッスン:   {path}   （{command} lesson）",
            "describe.check": "チェック:   {command} check   （または {command} watch）",
            "course.allDone": "すべての演習に合格しました。お疲れさまでした！",
            "course.compareSolutions": "`{command} solution ID` で模範解答を表示し、自分のコードと比べられます。",
            "state.done": "合格",
            "state.changed": "合格後に変更あり",
            "state.next": "次",
            "state.pending": "未着手",
            "list.footer": "状態は直近のチェックの結果です。`{command} check --all` ですべてチェックし直せます。",
            "totals": "合格 {passed}、不合格 {failed}",
            "verify.start": "{source} の {count} 個の演習をチェックしています…",

            // hint、lesson、preview、solution、reset、language
            "hint.allDone": "すべての演習に合格しています。ヒントは要りません。",
            "hint.none": "{id} にはまだヒントがありません。レッスンは {lesson} です。",
            "hint.noneRevealed": "{title} のヒントはまだ表示していません。`{command} hint {id}` で最初のヒントを表示します。",
            "hint.number": "ヒント {number}/{count}",
            "hint.for": "（{title}）:",
            "hint.more": "もう一度実行すると次のヒントを表示します。--all でこれまでのヒントを表示します。",
            "hint.last": "これが最後のヒントです。考え方の全体はレッスンにあります: {lesson}",
            "hint.english": "{id} のヒントはまだ翻訳されていないため、英語で表示します。",
            "lesson.allDone": "すべての演習に合格しています。レッスンは {folder}/ にあります。",
            "lesson.english": "{path} がないため、英語のレッスンを表示します（翻訳を歓迎します。docs/AUTHORING.md を参照）。",
            "lesson.missing": "レッスン {path} がキットにありません。",
            "preview.allDone": "すべての演習に合格しています。`{command} preview ID` でどの演習でもプレビューできます。",
            "preview.nothing":
                "{title} には描画するものがありません。チェックはコンパイルできるかどうかを確かめるものです。`{command} check {id}` でチェックできます。",
            "preview.running": "{path} をあなたのコードで実行しています…",
            "preview.check": "`{command} check {id}` で直すべきことを表示します。",
            // preview --html (the page's words and what the command prints)
            "preview.html.written": "プレビューのページ: {path}",
            "preview.html.noFrames": "画面はありません。チェックは ViewHost で画面を表示しなかったので、ページにフレームはありません。",
            "preview.html.cannotOpen": "`xdg-open` も `open` もありません。ファイルをブラウザで開いてください。",
            "preview.html.mounted": "最初の画面",
            "preview.html.updated": "更新",
            "preview.html.rerendered": "再評価された body",
            "preview.html.nothingRerendered": "再描画なし",
            "preview.html.warnings": "実行時の警告",
            "preview.html.yours": "あなたのコード",
            "preview.html.reference": "模範解答",
            "solution.hidden":
                "{id} はまだ合格していないため、模範解答は表示しません。`{command} hint {id}` が役に立ちます。`--force` を付けると表示します。",
            "solution.missing": "{folder} がキットにありません。",
            "reset.noGit":
                "{id} のスターターが見つかりません。`puzzles reset` は git から読み出しますが、このフォルダは git のチェックアウトではありません。ファイルには触れていません。",
            "reset.noStarter":
                "{id} のスターターが見つかりません。`puzzles reset` は git から読み出しますが、そのコミットに {folder} がありません。ファイルには触れていません。",
            "reset.backupFailed": "{backup} にバックアップを残せませんでした（{reason}）。ファイルには触れていません。",
            "reset.restoreFailed": "スターターに戻せませんでした（{reason}）。あなたのコードは {backup} に残っています。",
            "reset.restored": "{title} をスターターに戻しました。",
            "reset.kept": "{id} のあなたのコードを {backup} に残しました",
            "reset.restoredFiles": "スターターに戻しました: {files}",
            "language.current.auto": "ランナーは{language}で表示します（ロケールから。`{command} language ja|en` で選べます）。",
            "language.current.saved": "ランナーは{language}で表示します（あなたの選択。`{command} language auto` でロケールに従います）。",
            "language.saved": "これからランナーは{language}で表示します。",
            "language.saved.auto": "これからランナーはロケールに従います（今は{language}）。",

            // watch
            "watch.keys": "キー: h ヒント、l 一覧、n 次の演習、r 再実行、q 終了",
            "watch.save": "ファイルを保存するとチェックします。{keys}",
            "watch.manual": "r を押すとチェックします。{keys}",
            "watch.bye": "終了します。進捗は保存されています。",
            "watch.noOther": "ほかに残っている演習はありません。",
            "watch.movingOn": "次に進みます。",

            // grade、classroom、dev
            "grade.unsandboxed":
                "サンドボックスなしで採点します（--unsandboxed）。学習者のプログラムはあなたの権限で動き、あなたのファイル、ネットワーク、環境変数が見えます。",
            "grade.sandboxed":
                "学習者のプログラムはサンドボックス（{mechanism}）の中で動きます。ネットワークなし、ホームフォルダなし、専用の作業フォルダ、資源の上限つきです。",
            "grade.variants":
                "実行チェックは、ファイルに書かれたものとは別のデータでも判定します（バリエーションのシード {seed}。--seed {seed} で同じデータを再現できます）。",
            "grade.needsSandbox":
                "採点は学習者のコードを実行するので、サンドボックスの中でしか行いません。上に書かれたものをインストールして `puzzles doctor` で確かめるか、信頼できる提出物だけなら --unsandboxed を付けてください（docs/GRADING.md）。",
            "sandbox.bubblewrapMissing":
                "サンドボックスがありません。bubblewrap がインストールされていません（Debian と Ubuntu: sudo apt-get install bubblewrap、Fedora: sudo dnf install bubblewrap）。",
            "sandbox.sandboxExecMissing":
                "サンドボックスがありません。/usr/bin/sandbox-exec が見つかりません。",
            "sandbox.turnedOff": "サンドボックスがありません。PUZZLES_SANDBOX=off が設定されています。",
            "sandbox.unsupportedSystem":
                "サンドボックスがありません。採点のサンドボックスは Linux（bubblewrap）と macOS（sandbox-exec）にだけ対応しています。",
            "sandbox.probeFailed":
                "{mechanism} のサンドボックスを検査したところ、次の項目を満たしていません: {facts}。{problem}",
            "sandbox.fact.started":
                "中でプログラムが起動する",
            "sandbox.fact.noNetwork":
                "ネットワークがない",
            "sandbox.fact.noHomeFolder":
                "ホームフォルダが見えない",
            "sandbox.fact.checkoutHidden":
                "キットのフォルダが見えない",
            "sandbox.fact.environmentScrubbed":
                "あなたの環境変数が見えない",
            "sandbox.fact.scratchWritable":
                "専用の作業フォルダに書き込める",
            "sandbox.fact.systemReadOnly":
                "システムのフォルダは読み取り専用",
            "doctor.mechanism":
                "採点のサンドボックス: {mechanism}（{path}）。中で動かした検査の結果:",
            "doctor.ready":
                "サンドボックスは正しく機能しています。`puzzles grade` は学習者のプログラムをこの中で動かします。",
            "doctor.notReady":
                "サンドボックスが守られていません。`puzzles grade` は --unsandboxed なしでは採点しません。",
            "help.doctor.summary":
                "採点に使うサンドボックスを示し、検査で確かめます。",
            "help.doctor.details":
                "採点では学習者のプログラムをサンドボックスの中で動かします。Linux では bubblewrap、macOS では sandbox-exec です。\n検査では、ネットワークがないこと、ホームフォルダとキットが見えないこと、環境変数が消されていること、\n作業フォルダに書き込めること、システムのフォルダが読み取り専用であることを確かめます。サンドボックスがないか守られていなければ 1 で終了します。",
            "grade.progress": "{path} を採点しました: {passed}/{total} 合格",
            "grade.missing": "{path} は存在しません",
            "grade.notAFolder": "{path} はフォルダではありません",
            "grade.notACheckout": "{path} はキットのチェックアウトではありません（Sources/Exercises フォルダがありません）",
            "grade.notGraded": "採点していません: {reason}",
            "grade.allDone": "すべて合格",
            "grade.passed": "合格",
            "grade.column.checkout": "チェックアウト",
            "grade.column.passed": "合格",
            "grade.column.points": "点数",
            "grade.column.first": "最初に直すこと",
            "grade.markdown.title": "SwiftUI Type Puzzles: 採点結果",
            "grade.markdown.score": "演習 **{passed}/{total}**、点数 **{earned}/{possible}**。",
            "grade.markdown.header": "| 演習 | レベル | 結果 | 最初に不合格になったチェック |\n| --- | --- | --- | --- |",
            "write.done": "{path} を書き出しました。",
            "write.failed": "{path} を書き出せませんでした: {reason}",
            "classroom.exists": "{path} はすでにあります。`--force` を付けると置き換えます（横にバックアップを残します）。",
            "classroom.kept": "古いワークフローを {path} として残しました。",
            "classroom.wrote": "{path} を書き出しました: 採点ステップ {steps} 個、合計 {points} 点。",
            "classroom.commit": "GitHub Classroom の課題のテンプレートリポジトリにコミットしてください。",
            "devNew.exists": "上書きしません: {files} はすでにあります。",
            "devNew.created": "{path} を作成しました",
            "devNew.next": "次にすること: スターター、チェック、誤答を書き、`{command} dev check` を実行してください。",
            "devNew.manifest":
                "SwiftPM はマニフェストをキャッシュします。`swift build --manifest-cache none` を一度実行すると新しいターゲットが認識されます。",
            "devCheck.start": "キットの構成を確かめ、続いてすべてのスターター、模範解答、誤答をチェックしています…",
            "devCheck.messages": "ランナーのメッセージカタログに {count} 個の問題があります（すべての言語にすべてのメッセージが必要です）:",
            "consistency.scope.all": "構成、スターター、模範解答、誤答",
            "consistency.scope.layout": "構成のみ",
            "consistency.ok.one": "キットは一貫しています: 演習 {count} 個（{scope}）。",
            "consistency.ok.other": "キットは一貫しています: 演習 {count} 個（{scope}）。",
            "consistency.problems.one": "キットに一貫性の問題が {count} 個あります（{scope}）:",
            "consistency.problems.other": "キットに一貫性の問題が {count} 個あります（{scope}）:",
            "finding.moduleIntroductionMissing": "モジュールの{language}の紹介ページがありません",
            "finding.fileOutsideModule": "どのモジュールのフォルダにも属さないファイルです",
            "finding.folderIsNotModule": "モジュールではないフォルダです（モジュールのフォルダは `NN-name`）",
            "finding.moduleFolderName": "モジュールのフォルダ名は 2 桁の数字と小文字の単語です（例: `01-plain-lists`）",
            "finding.fileOutsideExercise": "どの演習のフォルダにも属さないファイルです",
            "finding.folderIsNotExercise": "演習ではないフォルダです（演習のフォルダは `MM-name`）",
            "finding.exerciseFolderName": "演習のフォルダ名は 2 桁の数字と小文字の単語です（例: `03-both-initializers`）",
            "finding.onlySwiftFiles": "ここに置けるのは .swift ファイルだけです",
            "finding.lessonFolderFiles":
                "レッスンのフォルダには README.md、README.ja.md と図のファイル（example.swift、example.png、example.stamp）だけを置きます",
            "finding.wrongAnswerIsNotFolder": "誤答はフォルダです: `wrong-answers/<slug>/File.swift`",
            "finding.wrongAnswerFiles": "誤答には模範解答と同じ名前の .swift ファイルだけを置きます",
            "finding.checksFolderFolders": "チェックのフォルダに置けるのはチェックファイルと `wrong-answers/` だけです",
            "finding.checksFolderFiles":
                "チェックのフォルダに置けるのは .swift のチェックファイル、hints.md、hints.ja.md、fingerprints.json だけです",
            "finding.sharedID": "ID {id} を {paths} が共有しています。どちらかの番号を変えてください",
            "finding.sharedModuleNumber": "モジュール番号 {number} を {folders} が使っています。どちらかの番号を変えてください",
            "finding.outOfOrder": "フォルダの並びが講座の順序と違います: {first} が {second} より前に並びます。2 桁の番号を使ってください",
            "finding.folderMissing": "フォルダがありません",
            "finding.noSwiftFile": "フォルダに .swift ファイルがありません",
            "finding.onlyStarter": "スターターにだけ {files} があります",
            "finding.onlySolution": "模範解答にだけ {files} があります",
            "finding.fileNamesDiffer": "模範解答とスターターのファイル名が違います: {parts}",
            "finding.noCheckFile": "演習にチェックファイルがありません",
            "finding.noVariedCheck":
                "実行チェックがあるのに、採点時にデータを変えるもの（`// varies:` 行と MiniUI の `Vary`）がひとつもありません。期待する出力を出力するだけのプログラムが合格します（docs/AUTHORING.md）",
            "finding.variantFails":
                "キットのシード {seed} で、模範解答がこのチェックに合格しません（{status}）。データ: {detail}",
            "finding.variantShowsTheCheck":
                "キットのシード {seed} で、模範解答がチェック自身の期待する出力と同じものを出力します。出力に表れるデータを変えてください",
            "finding.severalPreviews": "`preview` を付けられる実行チェックは演習ごとに 1 つだけです（{checks}）",
            "finding.lessonMissing": "{language}のレッスンがありません",
            "finding.noTitle": "フロントマターに `title:` がありません",
            "finding.levelOutOfRange": "`level: {level}` は 1、2、3 のいずれかでなければなりません",
            "finding.noLevel": "フロントマターに `level:`（1、2、3）がありません",
            "finding.tooFewHints.one": "ヒントが {count} 個です。演習には言語ごとに 2 個以上、順に並べたヒントが必要です",
            "finding.tooFewHints.other": "ヒントが {count} 個です。演習には言語ごとに 2 個以上、順に並べたヒントが必要です",
            "finding.hintCountsDiffer": "ヒントが日本語では {japanese} 個、英語では {english} 個です。1 つずつ対応させて翻訳してください",
            "finding.rejectedByNoCheck": "`rejected-by: {check}` はこの演習のチェックではありません（チェック: {checks}）",
            "finding.replacesNoSolutionFile": "模範解答のどのファイルも置き換えていません（模範解答のファイル: {files}）",
            // 配布済みのファイル: 学習者のコピーではなくキットのコピーをコンパイルします。
            "verdict.givenFilesReplaced.one": "{files}: キットのコピーと違います。チェックはキットのコピーを使います（このファイルは変更不要です）。",
            "verdict.givenFilesReplaced.other": "{files}: キットのコピーと違います。チェックはキットのコピーを使います（これらのファイルは変更不要です）。",
            "finding.givenFileDiffers": "配布済みのファイル（模範解答の先頭に `// given:`）は、スターターと模範解答で同じでなければなりません",
            "page.noFrontMatter": "ページがフロントマター（`---` の行）で始まっていません",
            "page.listItemOutsideList": "{line} 行目: リストの外にリストの項目 `{text}` があります",
            "page.emptyListItem": "{line} 行目: `{key}` に空の項目があります",
            "page.unreadableLine": "{line} 行目: `{text}` を読めません（`key: value` か `  - item` の形にします）",
            "page.unreadableKey": "{line} 行目: `{text}` のキーを読めません",
            "page.duplicateKey": "{line} 行目: `{key}` が 2 回出てきます",
            "page.frontMatterNotClosed": "フロントマターが `---` の行で閉じられていません",
            "page.hintsOnLessonPage": "ヒントはレッスンのページではなく {path} に書きます",
            "page.noWrongLine": "{file} が `// wrong: …` の行で始まっていません",
            "page.noMisconception":
                "{file} に `// misconception{language}:` の行がありません。これを書いた学習者が何を思い違いしているかを、教える人の言葉で書いてください",
            "page.noLessonAnchor":
                "{file} に、その誤りを扱うレッスンの節を示す `// lesson: #anchor` の行がありません",
            "page.unknownLessonAnchor":
                "`// lesson: {anchor}` は {lesson} のどの見出しも指していません",
            "page.noRejectedByLine": "{file} に `// rejected-by: <check>` の行がありません",
            "finding.starterPasses": "手を加えていないスターターがすでにすべてのチェックに合格します。学習者がすることがありません",
            "finding.starterDoesNotCompile": "手を加えていないスターターがコンパイルできず、すべての学習者の `swift build` が止まります:",
            "finding.notChecked": "チェックできませんでした: {summary}",
            "finding.solutionFails": "模範解答が合格しません: {summary}",
            "finding.wrongAnswerPasses": "誤答がすべてのチェックに合格します。誤答を拒否するチェックを追加してください",
            "finding.wrongAnswerDoesNotCompile": "誤答がコンパイルできないため、どのチェックも拒否できません:",
            "finding.failsOtherChecks": "不合格ですが、{expected} によるものではありません（不合格のチェック: {failing}）",

            // ヘルプと使い方
            "version": "puzzles {version}（進捗ファイルの形式 {progress}、JSON の形式 {json}）",
            "help.usage": "使い方: {usage}",
            "help.commands": "コマンド:",
            "help.options": "オプション: {options}",
            "help.footer":
                "ID は 1.3、01.3、または 01-plain-lists/03-both-initializers のようなフォルダです。`puzzles help COMMAND` で詳しく表示します。\n--lang en|ja で表示の言語を選べます（指定がなければ `puzzles language` の設定、それもなければ LANG）。--version でバージョンを表示します。",
            "help.status.summary": "進捗、次の演習、その判定を表示します。",
            "help.status.details": "講座の順で最初の未合格の演習をチェックし、どこを編集すればよいかを表示します。",
            "help.list.summary": "すべての演習をモジュールごとに、状態とレベルとともに表示します。",
            "help.list.details": "状態は直近のチェックの結果です。`puzzles check --all` ですべてチェックし直せます。",
            "help.check.summary": "演習を 1 つ（指定がなければ次の演習）、またはすべてチェックします。",
            "help.check.details":
                "チェックしたものがすべて合格なら 0、そうでなければ 1 で終了します。\n--variants を付けると、採点と同じように、実行チェックをファイルに書かれたものとは別のデータでも判定します\n（--seed N で同じデータを再現できます）。",
            "help.watch.summary": "今の演習のファイルが保存されるたびにチェックし直します。",
            "help.watch.details":
                "キー: h ヒント、l 一覧、n 次の演習、r 再実行、q 終了（端末でないときはキーのあとに Enter）。\n--manual-run は r を押したときだけチェックします。遅いファイルシステムやネットワーク上のファイルシステム向けです。",
            "help.hint.summary": "次のヒントを表示します（--all: これまでに表示したヒントすべて）。",
            "help.lesson.summary": "レッスンを端末で読みます。",
            "help.preview.summary": "あなたのコードが組み立てるものを MiniUI のレンダラーで描画します。",
            "help.preview.details":
                "--html は .puzzles/previews/ID.html にスマートフォンの画面の形で描画します。チェックの手順ごとに 1 フレームを並べ、body が再評価されたビューを枠で囲みます。--open はページを開き、--compare は模範解答の画面をあなたの画面の横に並べます（合格後は自動）。\n`puzzles watch --html` はチェックのたびにページを書き直し、開いているページはスクロール位置を保ったまま自動で再読み込みされます。",
            "help.reset.summary": "演習をスターターに戻します。あなたのコードは .puzzles/backups/ に残します。",
            "help.solution.summary": "演習に合格したあと（または --force で）模範解答を表示します。",
            "help.language.summary": "ランナーの言語を表示、または選択します: en、ja、auto（LANG に従う）。",
            "help.language.details": "選択は .puzzles/state.json に保存されます。各コマンドの --lang はそのコマンドに限りこの設定より優先されます。",
            "help.verify.summary": "すべての演習（自分のコード、または模範解答）をチェックします。不合格があれば 1 で終了します。",
            "help.grade.summary": "学習者のチェックアウトをこのキットのチェックで採点します。",
            "help.grade.details":
                "各チェックアウトからは演習のソースだけを読みます。チェック、テスト、マニフェストは無視します。\njson は Exercism の test-runner の results.json（バージョン 3）に従います。チェックアウトが 1 つならオブジェクト、\n複数なら配列です。gradescope は Gradescope の results.json です。html はクラス全体を一覧する 1 枚のページです。\n実行チェックは、ファイルに書かれたものとは別のデータでも判定します。データのシードは標準エラーに表示され、\n--seed N で同じデータを再現できます。スターターのままの演習は未着手とし、得点も思い違いも数えません。\n採点できないチェックアウトがあれば 1 で終了します。\n--unsandboxed はサンドボックスなしで採点します（何を隔離するかは docs/GRADING.md）。",
            "help.classroom.summary": "GitHub Classroom の自動採点ワークフローを、演習ごとに 1 ステップで書き出します。",
            "help.dev check.summary": "キットの一貫性: スターターは不合格、模範解答は合格、レッスンとヒントがあること。",
            "help.dev check.details":
                "構成の規則とランナーのメッセージカタログは常にキット全体を対象にします。振る舞いの規則（スターターは不合格、\n模範解答は合格、誤答は拒否される、レッスンの例はコンパイルでき実行できる）は、指定した演習（03.2 のような ID、または 03 のようなモジュール番号）\nだけ、指定がなければすべてを対象にします。\n--repeat N は、各実行チェックを模範解答と誤答のそれぞれで、記録した結果を使わずに N 回実行し、\n判定や出力が実行ごとに変わった（偶然に左右される）チェックを示します。\nレッスンの図のスタンプが example.swift とレンダラーに合わなければ、その図は古くなっています。`puzzles dev pictures ID` で描き直せます。",
            "help.dev new.summary": "新しい演習の雛形を作ります: スターター、模範解答、チェック 1 つ、両言語のレッスン。",
            "help.help.summary": "このヘルプを表示します。",
            "usage.unknownCommand": "コマンド「{name}」はありません。",
            "usage.groupNeedsSubcommand": "`puzzles {group}` にはコマンドが必要です: {commands}。",
            "usage.unknownOption": "`puzzles {name}` にオプション {option} はありません。",
            "usage.needsValue": "{option} には値が必要です。",
            "usage.needsArguments": "`puzzles {name}` には引数が必要です。",
            "usage.noArguments": "`puzzles {name}` は引数を取りません（「{given}」が指定されました）。",
            "usage.tooManyArguments": "`puzzles {name}` が取る引数は {maximum} 個までです（「{given}」が指定されました）。",
            "usage.languageValue": "--lang には en か ja を指定します。",
            "usage.allTakesNoID": "--all はすべての演習をチェックします。ID は指定しないでください。",
            "usage.noSuchModule": "モジュール {module} はありません。",
            "usage.formatValue": "--format には {formats} のいずれかを指定します（{value} ではなく）。",
            "usage.levelValue": "--level には 1、2、3 のいずれかを指定します。",
            "usage.exercisePath": "「{path}」は NN-module/MM-step の形ではありません（2 桁の数字、ハイフンでつないだ小文字の単語）。",

            // 本当の次の一歩を示す判定のメッセージ（issue 16 の 3 と 4）
            "check.refusedForAnotherReason":
                "チェック「{check}」のコードをコンパイラは拒否しますが、チェックが期待するのとは別の理由で拒否しています。",
            "check.forbiddenWarning":
                "コードはコンパイルできますが、レッスンが誤りとして教える警告が出るため、チェック「{check}」は不合格です。",
            "check.crashed.ownStop": "チェック「{check}」はあなた自身の `fatalError` で止まりました: {message}",
            "verify.line": "{path} の {line} 行目:",
            "verify.expected": "  期待:  {text}",
            "verify.produced": "  コンパイラ:  {text}",
            "verify.noError": "（ここではエラーなし）",
            "verify.noExpectation": "（ここではエラーは期待されていません。このコードはコンパイルできるはずです）",
            "compiler.gaveUp":
                "{place} の「failed to produce diagnostic for expression」は、型チェッカーがその式をあきらめたという意味です。型を合わせられず、その理由も言えなかったのです。たいていは、どこか一部の型が期待と違います（ビュービルダーやクロージャの中でよく起こります）。その式があなたのコードに渡しているものを一つずつ、あなたの宣言のシグネチャと見比べてください。",
            "warnings.heading.one": "コードにコンパイラの警告があります（{count} 件）:",
            "warnings.heading.other": "コードにコンパイラの警告があります（{count} 件）:",
            "crash.ownStop":
                "あなたのコードはわざとプログラムを止めました。アプリではそれで正しいのですが、レッスンでは `{function}` を通して止めるよう求めています。チェックはそれを差し替えて、止まる様子を確かめます。",
            "next.stopThrough":
                "レッスンのとおり、{place}で `fatalError` の代わりに `{function}(…)` を呼び、チェックが止まる様子を確かめられるようにしてください。",
            "next.heedWarning": "上の警告が出なくなるように、{place}を変更してください。",
            // マシンの障害: 学習者の判定にはしない
            "fault.diskFull": "{folder} のあるディスクがいっぱいのため、判定していません。",
            "fault.diskFull.details": "コンパイラがファイルを書き込めませんでした（デバイスに空き容量がありません）。",
            "fault.notWritable": "{folder} に書き込めないため、判定していません。",
            "fault.killedBySignal": "コンパイラまたはチェックのプログラムが外から {signal} で止められたため、判定していません。",
            "fault.killedBySignal.memory":
                "SIGKILL は多くの場合、メモリ不足を意味します。ほかのプログラムを閉じてから、もう一度チェックしてください。",
            "fault.killedBySignal.stopped": "外から止められました（Ctrl-C、シャットダウン、kill など）。",
            "fault.inputOutput": "マシンが {folder} を読み書きできなかったため、判定していません。",
            "fault.partialDiagnostics": "止められるまでにコンパイラが出力した内容:",
            "fault.cacheFallback": "{folder} に書き込めません（{reason}）。一時キャッシュ {temporary} を使います。",
            "next.freeSpace": "{folder} のあるディスクの空き容量を増やしてから、もう一度チェックしてください。",
            "next.makeWritable":
                "{folder} を書き込み可能にする（または PUZZLES_CACHE に書き込めるフォルダを設定する）と、もう一度チェックできます。",
            "next.speedUpCompile":
                "コンパイラは {place} の処理中でした。そこの式を型を明示した小さな式に分けてから、もう一度チェックしてください（{variable}=120 で時間を延ばすこともできます）。",
            "progress.compiling": "{name} をコンパイルしています… （{seconds} 秒）",
            // Grading for instructors: Exercism, Gradescope, the pinned classroom workflow (issue 19)
            "grade.exercism.noTests": "採点した演習がありません。",
            "grade.gradescope.summary": "演習 {passed}/{total} 個に合格、点数 {earned}/{possible}。",
            "classroom.pinned": "採点の前に、キットの {files} 個のファイル（チェック、ランナー、MiniUI）をハッシュで確かめます。コンテナは {image} です。",
            "gradescope.exists": "{path} はすでにあります。`--force` を付けると置き換えます。",
            "gradescope.wrote":
                "{path} に Gradescope の自動採点を書き出しました: setup.sh（Swift {version}、bubblewrap）、run_autograder、キットのチェックとランナー（模範解答は含みません）。",
            "gradescope.upload": "中身を zip にまとめ（cd {path} && zip -r ../autograder.zip .）、課題の自動採点としてアップロードしてください。",
            "verify.recorded":
                "すべての模範解答が Swift {version} で合格しました。{path} に記録しました（Classroom のワークフローと Gradescope の自動採点はこの版を入れます）。",
            "help.gradescope.summary": "このキットのチェックで採点する Gradescope の自動採点（setup.sh、run_autograder）を書き出します。",
            // dev check --repeat: verdicts that depend on chance
            "devCheck.repeat.start": "実行チェックを、模範解答と誤答のそれぞれで {runs} 回ずつ実行しています…",
            "devCheck.repeat.same":
                "{pairs} 個のチェックを {runs} 回ずつ繰り返しました（チェックのプログラムの実行 {checkRuns} 回）: 判定は毎回同じでした。",
            "devCheck.repeat.varying":
                "{pairs} 個のチェックを {runs} 回ずつ繰り返しました（チェックのプログラムの実行 {checkRuns} 回）: {count} 個の判定が実行ごとに変わりました:",
            "devCheck.repeat.outputsVary":
                "{count} 個は毎回同じ判定でしたが、出力が異なりました（偶然が判定を左右したのではなく、コード自身の出力です）:",
            "devCheck.repeat.line": "{id} {check}（{source}）: {statuses}",
            "devCheck.repeat.outputs": "出力が {count} 通り",
            "devCheck.repeat.status": "{status} {count} 回",
            "devCheck.repeat.status.passed": "合格",
            "devCheck.repeat.status.failed": "不合格",
            "devCheck.repeat.status.timedOut": "時間切れ",
            "devCheck.repeat.status.crashed": "クラッシュ",
            "devCheck.repeat.status.printedTooMuch": "出力過多",
            "devCheck.repeat.status.invalid": "無効",
            "usage.repeatValue": "--repeat には 1 から 1000 までの整数を指定します。",
            "usage.seedValue": "--seed には 0 から 18446744073709551615 までの整数を指定します。",
            // 思い違い: 誤答のフィンガープリント、dev fingerprints、クラスのレポート（issue 17）
            "finding.fingerprintMissing":
                "{file} にフィンガープリントがありません。`{command} dev fingerprints {id}` を実行し、ファイルをコミットしてください",
            "finding.fingerprintStale":
                "{file} のフィンガープリントが古くなっています（記録: {recorded}。現在: {now}）。`{command} dev fingerprints {id}` を実行し、変更を確かめてコミットしてください",
            "finding.fingerprintsFromAnotherCompiler":
                "{current} ではなく {recorded} で記録されており、言い回しが異なることがあるので比べていません（`{command} dev fingerprints {id}` でこのコンパイラで記録し直せます）",
            "finding.fingerprintOfNoWrongAnswer":
                "一覧にない誤答 {slug} のフィンガープリントがあります。`{command} dev fingerprints {id}` を実行してください",
            "finding.misconceptionShared":
                "{others} とまったく同じ失敗の仕方をし、そちらは別の思い違いを挙げているので、いずれも見分けられません。両者を見分けるチェックを足すか鋭くするか、同じ思い違いにまとめてください",
            "finding.misconceptionNotRecognised": "この誤答自身の失敗が、その思い違いとして見分けられません",
            "finding.misconceptionCouldBeMistaken":
                "この誤答が一覧になければ、その失敗は {other} の思い違いとして見分けられてしまいます。同じ間違いを少し違う形でした学習者に、別の思い違いが示されかねません。両者を見分けるチェックを足すか鋭くしてください",
            "finding.misconceptionsConfusable.sameMarks":
                "{other} と同じマークで失敗し、そちらは別の思い違いを挙げています。両者を見分けるのは出力全体だけなので、出力が少し違う学習者にはどちらも示されません。最初に違う行で両者を見分けるチェックがあれば、どちらも見分けられるようになります",
            "finding.misconceptionsConfusable.subset":
                "失敗するチェックはどれも {other} も同じように失敗するもので、{other} は別の思い違いを挙げています。{other} の間違いを、これらのチェックだけに失敗する形でした学習者には、この誤答の思い違いが示されてしまいます。片方だけが失敗する、または違う失敗の仕方をするチェックがあれば見分けられます",
            "finding.misconceptionMistaken":
                "この失敗は {other} の思い違いとして見分けられてしまいます。両者を見分けるチェックを足すか鋭くしてください",
            "finding.lessonSectionMissing":
                "`// lesson: {anchor}` に当たる見出しが、{language}のレッスン {lesson} の同じ位置にありません。両方のページに同じ見出しを同じ順で置いてください",
            "devCheck.notices":
                "残っている作業（{count} 件。キットの整合性は保たれますが、目標は 0 件です）: まだ見分けられない誤答、取り違えられかねない誤答の組、比べていないフィンガープリント",
            "devCheck.misconceptions":
                "思い違いの判別: 一覧の誤答 {listed} 件のうち {recognised} 件（{percent}%）で、判定が自身の思い違いを挙げます。",
            "devFingerprints.start": "{count} 個の演習の誤答を実行しています…",
            "devFingerprints.written": "{id}: {path} を書き出しました（誤答 {count} 件）",
            "devFingerprints.unchanged": "{id}: {path} は最新です（誤答 {count} 件）",
            "devFingerprints.wouldChange": "{id}: {path} は変わります（誤答 {count} 件）",
            "devFingerprints.without":
                "{slugs} にはフィンガープリントがありません。合格する、コンパイルできない、チェックできない、またはヘッダーが正しくない誤答です（理由は `{command} dev check` が示します）",
            "devFingerprints.next": "変更を確かめてから（`git diff`）、それが表すチェックと一緒にコミットしてください。",
            "help.dev fingerprints.summary":
                "各誤答のフィンガープリント（失敗の仕方）を fingerprints.json に記録します。",
            "help.dev fingerprints.details":
                "指定した演習（ID、モジュール番号、または全部）の一覧の誤答をすべて実行し、演習ごとに\nTests/ExerciseTests/Checks/…/fingerprints.json を書き出します。学習者の失敗がどれかに一致すると、\n判定にその思い違いが加わります。--dry-run では何も書かず、変わるファイルを示します。",
            "grade.notAttemptedCount": "取り組んだ演習はすべて合格。未着手 {count} 件",
            "grade.attempts.title": "演習ごとの取り組み（採点したチェックアウト {checkouts} 件）",
            "grade.attempts.cell": "{id} 取り組み {attempted}・合格 {passed}",
            "grade.attempts.header": "| 演習 | 取り組み | 合格 |\n| --- | --- | --- |",
            "grade.html.title": "SwiftUI Type Puzzles: クラスの一覧",
            "grade.html.summary": "{exercises} 個の演習でチェックアウト {graded} 件を採点しました（採点できなかったもの {notGraded} 件）。",
            "grade.html.state.passed": "合格",
            "grade.html.state.failed": "不合格",
            "grade.html.state.not-attempted": "未着手",
            "grade.html.state.refused": "受け付けず",
            "grade.html.state.unchecked": "チェックできず",
            "grade.html.grid": "学習者と演習",
            "grade.html.firstFailure": "最初の不合格",
            "grade.html.passRate": "取り組みのうち合格",
            "grade.html.passRate.title": "取り組み {attempted} 件中 合格 {passed} 件",
            "grade.html.share": "取り組み",
            "grade.html.exercise": "演習",
            "grade.html.misconception": "思い違い",
            "grade.html.learners": "チェックアウト",
            "grade.html.lesson": "レッスンの節",
            "grade.misconceptions.title": "教え直すこと: よくある思い違い",
            "grade.misconceptions.none": "一覧の誤答の思い違いに一致した失敗はありません。",
            "grade.misconceptions.header":
                "| 取り組み | 演習 | 思い違い | レッスン |\n| --- | --- | --- | --- |",
            "grade.misconceptions.line": "取り組み {attempts} 件中 {count} 件: {id} {explanation}（{lesson}）",
            "grade.misconceptions.share": "{attempts} 件中 {count} 件",
            "grade.misconception.cell": "思い違いの可能性: {explanation}",
            // 直すべき箇所がどのファイルか決めきれないときに並べるファイル(issue 16: 振る舞いのファイル)
            "list.or": "{items} または {last}",
            "finding.behaviourFileUnknown": "`behaviour-in:` の行が挙げる {file} は、この演習で学習者が編集するファイルではありません",
            "finding.behaviourElsewhere":
                "誤答 {slug} で不合格になりますが、その誤答が変更する {files} はどれも `behaviour-in:` の行に挙がっていません",
            // Lesson pictures: dev pictures and the picture rule of dev check (issue 21)
            "finding.pictureScreensChanged":
                "いまの MiniUI では、例の画面が図とは違って表示されます。`{command} dev pictures {id}` を実行し、図を確かめてコミットしてください",
            "preview.html.doesNotCompile":
                "画面はありません。コードがまだこのチェックと一緒にコンパイルできません。`{command} check {id}` で直す箇所がわかります。",
            "finding.pictureMissing":
                "レッスンの例に図かスタンプがありません。`{command} dev pictures {id}` を実行し、example.png と example.stamp をコミットしてください",
            "finding.pictureStale.example":
                "図は古い example.swift から描かれています。`{command} dev pictures {id}` を実行し、図を確かめてコミットしてください",
            "finding.pictureStale.renderer":
                "図は古いレンダラー（Sources/MiniUIPreview か MiniUI のスナップショット）で描かれています。`{command} dev pictures {id}` を実行し、図を確かめてコミットしてください",
            "finding.pictureStale.both":
                "図は古い example.swift から古いレンダラーで描かれています。`{command} dev pictures {id}` を実行し、図を確かめてコミットしてください",
            "finding.exampleShowsNothing":
                "レッスンに載せるコードの印がありません。レッスンが示す部分を `// shown: begin` と `// shown: end` で囲んでください",
            "finding.exampleNotInLesson":
                "{language}のレッスンに、`{line}` で始まる例のコードを含むコードブロックがありません。ページと example.swift をそろえてください",
            "finding.pictureNotInLesson": "{language}のレッスンに図がありません。例の近くに `![…](example.png)` を置いてください",
            "finding.exampleDoesNotCompile": "レッスンの例が MiniUI に対してコンパイルできません:",
            "finding.exampleFails": "レッスンの例が最後まで実行されませんでした:",
            "devPictures.start": "レッスンの図を {count} 枚描いています…",
            "devPictures.drawn": "{id}: {path} を描きました（フレーム {count} 枚）",
            "devPictures.noBrowser":
                "図を描くにはヘッドレスの Chromium が必要です（PATH 上の `chromium`、`chromium-browser`、`google-chrome`、または CHROMIUM で指定）。",
            "devPictures.doesNotCompile": "{path} が MiniUI に対してコンパイルできません:",
            "devPictures.failed": "{path} が最後まで実行されませんでした:",
            "help.dev pictures.summary": "レッスンの図を例から描きます（example.swift から example.png）。",
            "help.dev pictures.details":
                "指定した演習（または全部）のレッスンの example.swift を MiniUI のスナップショットを有効にして実行し、\nその画面をプレビューのレンダラーでヘッドレスの Chromium に描かせて example.png にし、\n`dev check` が図の古さを判断するためのハッシュを example.stamp に書き出します。",
        ])
}

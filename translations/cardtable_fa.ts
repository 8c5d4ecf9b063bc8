<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>AnimalsCards</name>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="18"/>
        <source>King Cat</source>
        <translation>گربه شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="19"/>
        <source>Weasel</source>
        <translation>راسو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="20"/>
        <source>Dervish Crab</source>
        <translation>خرچنگ درویش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="21"/>
        <source>Flustered Magician</source>
        <translation>تَردستِ پریشان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="22"/>
        <source>Grave Dog</source>
        <translation>سگ‌تو‌گور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="23"/>
        <source>Sorcerer Snake</source>
        <translation>مار جادوگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="24"/>
        <source>Shell Shield</source>
        <translation>سپر لاکی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="25"/>
        <source>Silly Rabbit</source>
        <translation>خرگوش خرکی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="26"/>
        <source>Mousetrap</source>
        <translation>تله‌موش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="27"/>
        <source>Crystal Ball</source>
        <translation>گوی شیشه‌ای</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="28"/>
        <source>Royal Broombot</source>
        <translation>جاروبات سلطنتی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="32"/>
        <source>Face up in front of you: you are out.</source>
        <translation>اگر رو جلویت بیفتد، حذف می‌شوی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="33"/>
        <source>The King Cat holder swaps hands with you.</source>
        <translation>دارندهٔ گربه شاه باید دستش را با تو عوض کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="34"/>
        <source>Swap hands with another player.</source>
        <translation>دستت را با بازیکنی دیگر عوض کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="35"/>
        <source>All hands to the deck; shuffle; deal again.</source>
        <translation>همه کارت‌ها به دسته؛ بُر؛ پخش دوباره.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="36"/>
        <source>Look at the set-aside card; you may swap.</source>
        <translation>کارت کنارگذاشته را ببین؛ می‌توانی عوضش کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="37"/>
        <source>A player shows their card and draws anew.</source>
        <translation>بازیکنی کارتش را رو می‌کند و کارت تازه می‌کشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="38"/>
        <source>Protected until your next turn.</source>
        <translation>تا نوبت بعدی‌ات در امانی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="39"/>
        <source>Compare hands; the lower card is out.</source>
        <translation>دست‌ها را مقایسه کن؛ کارت کمتر حذف می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="40"/>
        <source>Look at the top card; put it back anywhere.</source>
        <translation>کارت رویی دسته را ببین؛ هرجا خواستی برگردان.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="41"/>
        <source>Guess a player&apos;s card (not 1): right, they are out.</source>
        <translation>کارت بازیکنی را حدس بزن (نه ۱): درست باشد، حذف است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="42"/>
        <source>Worth 0, but beats the King Cat at the showdown.</source>
        <translation>ارزش ۰، ولی در پایان دست گربه شاه را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="46"/>
        <source>If this card is put face up in front of you for any reason, you are eliminated at once.</source>
        <translation>اگر این کارت به هر دلیلی رو جلوی تو قرار بگیرد، بی‌درنگ حذف می‌شوی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="49"/>
        <source>The player holding the King Cat must swap hands with you. If nobody else holds it (or you hold it yourself), nothing happens.</source>
        <translation>بازیکنی که گربه شاه را دارد باید دستش را با تو عوض کند. اگر کس دیگری آن را نداشته باشد (یا خودت داشته باشی)، اتفاقی نمی‌افتد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="54"/>
        <source>Choose another non-eliminated player; you and they swap hands.</source>
        <translation>بازیکن دیگری را که حذف نشده انتخاب کن؛ تو و او دست‌هایتان را عوض می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="55"/>
        <source>Every non-eliminated player (you included) puts their hand card on the deck; shuffle the deck; deal each non-eliminated player one new card.</source>
        <translation>هر بازیکنی که حذف نشده (خودت هم) کارت دستش را روی دسته می‌گذارد؛ دسته را بُر بزن؛ به هر بازیکن حذف‌نشده یک کارت تازه بده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="60"/>
        <source>Secretly look at the set-aside face-down card; you may swap it with your hand card. Nobody else sees either card.</source>
        <translation>پنهانی به کارت پشت‌وروی کنارگذاشته نگاه کن؛ می‌توانی آن را با کارت دستت عوض کنی. هیچ‌کس دیگری هیچ‌یک از دو کارت را نمی‌بیند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="65"/>
        <source>Choose a non-eliminated player: they put their hand card face up in front of them without its effect, then draw a new card. If that card is the King Cat they are eliminated. If the deck is empty they take the set-aside card.</source>
        <translation>بازیکنی را که حذف نشده انتخاب کن: او کارت دستش را بدون اثرش رو جلوی خود می‌گذارد و کارت تازه‌ای می‌کشد. اگر آن کارت گربه شاه باشد حذف می‌شود. اگر دسته خالی باشد کارت کنارگذاشته را برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="71"/>
        <source>Until the start of your next turn nobody can take, look at, or force an action on your hand card: cards 1, 3, 5, 7, 8 and 9 do not affect you.</source>
        <translation>تا آغاز نوبت بعدی‌ات هیچ‌کس نمی‌تواند کارت دستت را بگیرد، ببیند یا تو را به کاری با آن وادارد: کارت‌های ۱، ۳، ۵، ۷، ۸ و ۹ روی تو اثری ندارند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="76"/>
        <source>Choose another non-eliminated player; you take both hand cards and compare them secretly. The lower card is revealed and its owner is eliminated; the higher card goes back to its owner unseen by anyone else. Equal: nothing happens.</source>
        <translation>بازیکن دیگری را که حذف نشده انتخاب کن؛ هر دو کارت دست را برمی‌داری و پنهانی مقایسه می‌کنی. کارت کمتر رو می‌شود و صاحبش حذف می‌شود؛ کارت بیشتر بی‌آنکه کس دیگری ببیند به صاحبش برمی‌گردد. برابر: اتفاقی نمی‌افتد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="82"/>
        <source>Draw the top card of the deck, look at it, and secretly put it back at any position in the deck you choose. One card left: look and put it back. Empty deck: nothing.</source>
        <translation>کارت رویی دسته را بکش، نگاهش کن و پنهانی در هر جای دسته که خواستی برگردان. اگر یک کارت مانده: ببین و برگردان. دستهٔ خالی: هیچ.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="87"/>
        <source>Choose another non-eliminated player and name a value other than 1. If they hold it, they are eliminated; otherwise they only say &quot;wrong&quot;.</source>
        <translation>بازیکن دیگری را که حذف نشده انتخاب کن و عددی جز ۱ بگو. اگر آن کارت را داشته باشد حذف می‌شود؛ وگرنه فقط می‌گوید «اشتباه».</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/faces.py" line="92"/>
        <source>Worth 0 at the showdown, except that its holder beats the King Cat holder.</source>
        <translation>در مقایسهٔ پایان دست ارزشش ۰ است، جز اینکه دارنده‌اش دارندهٔ گربه شاه را شکست می‌دهد.</translation>
    </message>
</context>
<context>
    <name>AnimalsTable</name>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="184"/>
        <source>Deck: %1</source>
        <translation>دسته: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="185"/>
        <source>Set aside</source>
        <translation>کنارگذاشته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="186"/>
        <source>Removed face up</source>
        <translation>کنارگذاشتهٔ رو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="194"/>
        <source>Tokens: %1 of %2</source>
        <translation>نشان: %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="196"/>
        <source>out</source>
        <translation>حذف‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="147"/>
        <location filename="../cardtable/ui/games/animals/layout.py" line="198"/>
        <source>protected</source>
        <translation>در امان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="143"/>
        <source>known</source>
        <translation>معلوم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="200"/>
        <source>started</source>
        <translation>شروع‌کننده</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/layout.py" line="202"/>
        <source>%1: %Ln card(s) played this round</source>
        <translation>
            <numerusform>%1: %Ln کارت بازی‌شده در این دست</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="300"/>
        <source>Top</source>
        <translation>رو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="300"/>
        <source>Bottom</source>
        <translation>ته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="242"/>
        <source>Swap</source>
        <translation>عوض کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="242"/>
        <source>Keep my card</source>
        <translation>کارتم را نگه دار</translation>
    </message>
</context>
<context>
    <name>AnimalsWords</name>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="31"/>
        <source>%1, your turn: choose a card to play.</source>
        <translation>%1، نوبت توست: کارتی را برای بازی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="33"/>
        <source>Choose a player for %1.</source>
        <translation>بازیکنی را برای %1 انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="35"/>
        <source>Crystal Ball: which card does %1 hold?</source>
        <translation>گوی شیشه‌ای: %1 چه کارتی دارد؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="38"/>
        <source>Mousetrap: you saw %1. Where in the deck do you put it back?</source>
        <translation>تله‌موش: %1 را دیدی. آن را کجای دسته برمی‌گردانی؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="42"/>
        <source>Grave Dog: the set-aside card is %1. Swap it with your %2?</source>
        <translation>سگ‌تو‌گور: کارت کنارگذاشته %1 است. با %2 دستت عوضش می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="71"/>
        <source>%1 cannot be played on yourself: choose another player.</source>
        <translation>%1 را نمی‌توانی روی خودت بازی کنی: بازیکن دیگری را انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="73"/>
        <source>%1 is out of the round.</source>
        <translation>%1 از این دور بیرون است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="75"/>
        <source>%1 is protected by the Shell Shield until their next turn.</source>
        <translation>%1 تا نوبت بعدی‌اش با سپر لاکی محافظت می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="137"/>
        <source>You played %2 on yourself.</source>
        <translation>%2 را روی خودت بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="139"/>
        <source>You played %2 on %3.</source>
        <translation>%2 را روی %3 بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="137"/>
        <source>%1 played %2 on themselves.</source>
        <translation>%1، %2 را روی خودش بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="139"/>
        <source>%1 played %2 on %3.</source>
        <translation>%1، %2 را روی %3 بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="126"/>
        <source>You played %2 on %3, guessed %4 — right!</source>
        <translation>%2 را روی %3 بازی کردی و %4 را حدس زدی — درست!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="132"/>
        <source>You played %2 on %3, guessed %4 — wrong.</source>
        <translation>%2 را روی %3 بازی کردی و %4 را حدس زدی — اشتباه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="128"/>
        <source>%1 played %2 on %3, guessed %4 — right!</source>
        <translation>%1، %2 را روی %3 بازی کرد و %4 را حدس زد — درست!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="83"/>
        <source>The King Cat face up in front of you puts you out of this round. To play it anyway, choose it again.</source>
        <translation>گربه شاه اگر رو جلویت بیفتد، از این دست حذف می‌شوی. اگر باز هم می‌خواهی بازی‌اش کنی، دوباره انتخابش کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="87"/>
        <source>Your other card is the King Cat: the Sorcerer Snake on yourself puts it face up and you out of this round. To choose yourself anyway, choose again.</source>
        <translation>کارت دیگرت گربه شاه است: مار جادوگر روی خودت آن را رو می‌کند و از این دست حذف می‌شوی. اگر باز هم می‌خواهی خودت را انتخاب کنی، دوباره انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="134"/>
        <source>%1 played %2 on %3, guessed %4 — wrong.</source>
        <translation>%1، %2 را روی %3 بازی کرد و %4 را حدس زد — اشتباه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="147"/>
        <source>The round begins; you start.</source>
        <translation>دست آغاز شد؛ تو شروع می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="147"/>
        <source>The round begins; %1 starts.</source>
        <translation>دست آغاز شد؛ %1 شروع می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="149"/>
        <source>Round %1 begins; you start.</source>
        <translation>دست %1 آغاز شد؛ تو شروع می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="149"/>
        <source>Round %1 begins; %2 starts.</source>
        <translation>دست %1 آغاز شد؛ %2 شروع می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="159"/>
        <source>After the shuffle you got %1.</source>
        <translation>پس از بُر زدن %1 به تو رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="159"/>
        <source>After the shuffle %2 got %1.</source>
        <translation>پس از بُر زدن %1 به %2 رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="161"/>
        <source>You were dealt %1.</source>
        <translation>%1 به تو رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="161"/>
        <source>%2 was dealt %1.</source>
        <translation>%1 به %2 رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="166"/>
        <source>Removed face up: %1.</source>
        <translation>کارت‌های رو کنارگذاشته: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="166"/>
        <location filename="../cardtable/ui/games/animals/words.py" line="326"/>
        <location filename="../cardtable/ui/games/animals/words.py" line="344"/>
        <location filename="../cardtable/ui/games/animals/words.py" line="355"/>
        <location filename="../cardtable/ui/games/animals/words.py" line="386"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="170"/>
        <source>Your protection ended.</source>
        <translation>امان تو تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="170"/>
        <source>%1: protection ended.</source>
        <translation>%1: امان تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="177"/>
        <source>%1 took the set-aside card.</source>
        <translation>%1 کارت کنارگذاشته را برداشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="178"/>
        <source>%1 drew a card.</source>
        <translation>%1 یک کارت کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="183"/>
        <source>You took the set-aside card: %1.</source>
        <translation>کارت کنارگذاشته را برداشتی: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="183"/>
        <source>%2 took the set-aside card: %1.</source>
        <translation>%2 کارت کنارگذاشته را برداشت: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="185"/>
        <source>You drew %1.</source>
        <translation>%1 کشیدی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="185"/>
        <source>%2 drew %1.</source>
        <translation>%2 کارت %1 را کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="190"/>
        <source>You played %2.</source>
        <translation>%2 را بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="190"/>
        <source>%1 played %2.</source>
        <translation>%1، %2 را بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="195"/>
        <source>nobody can be chosen</source>
        <translation>کسی را نمی‌شود انتخاب کرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="196"/>
        <source>nobody else holds the King Cat</source>
        <translation>کس دیگری گربه شاه ندارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="198"/>
        <source>the deck is empty</source>
        <translation>دسته خالی است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="199"/>
        <source>the set-aside card is gone</source>
        <translation>کارت کنارگذاشته دیگر نیست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="202"/>
        <source>%1 has no effect: %2.</source>
        <translation>%1 اثری ندارد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="207"/>
        <source>You chose %2 for %3.</source>
        <translation>%2 را برای %3 انتخاب کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="207"/>
        <source>%1 chose %2 for %3.</source>
        <translation>%1، %2 را برای %3 انتخاب کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="213"/>
        <source>You guessed %2 for %3: right!</source>
        <translation>برای %3، %2 را حدس زدی: درست!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="215"/>
        <source>You guessed %2 for %3: wrong.</source>
        <translation>برای %3، %2 را حدس زدی: اشتباه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="213"/>
        <source>%1 guessed %2 for %3: right!</source>
        <translation>%1 برای %3، %2 را حدس زد: درست!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="215"/>
        <source>%1 guessed %2 for %3: wrong.</source>
        <translation>%1 برای %3، %2 را حدس زد: اشتباه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="220"/>
        <source>Silly Rabbit: you hold %2.</source>
        <translation>خرگوش خرکی: تو %2 داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="220"/>
        <source>Silly Rabbit: %1 holds %2.</source>
        <translation>خرگوش خرکی: %1، %2 دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="226"/>
        <source>Silly Rabbit: %1 and %2 hold equal cards; nothing happens.</source>
        <translation>خرگوش خرکی: کارت‌های %1 و %2 برابر است؛ اتفاقی نمی‌افتد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="229"/>
        <source>Silly Rabbit: you have the lower card.</source>
        <translation>خرگوش خرکی: کارت تو کمتر است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="230"/>
        <source>Silly Rabbit: %1 has the lower card.</source>
        <translation>خرگوش خرکی: کارت %1 کمتر است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="239"/>
        <source>You put %2 face up, without its effect.</source>
        <translation>%2 را بدون اثرش رو کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="240"/>
        <source>%1 put %2 face up, without its effect.</source>
        <translation>%1، %2 را بدون اثرش رو کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="246"/>
        <source>You and %2 swapped hands.</source>
        <translation>تو و %2 دست‌هایتان را عوض کردید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="246"/>
        <source>%1 and %2 swapped hands.</source>
        <translation>دست‌های %1 و %2 با هم عوض شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="250"/>
        <source>You received %1 from %2.</source>
        <translation>%1 را از %2 گرفتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="250"/>
        <source>%3 received %1 from %2.</source>
        <translation>%3 %1 را از %2 گرفت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="255"/>
        <source>Everyone now knows that you hold the King Cat.</source>
        <translation>حالا همه می‌دانند گربه شاه دست توست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="256"/>
        <source>Everyone now knows that %1 holds the King Cat.</source>
        <translation>حالا همه می‌دانند گربه شاه دست %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="260"/>
        <source>Flustered Magician: hands go to the deck, it is shuffled and dealt again.</source>
        <translation>تَردستِ پریشان: دست‌ها به دسته برگشت، بُر خورد و دوباره پخش شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="264"/>
        <source>the set-aside card</source>
        <translation>کارت کنارگذاشته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="264"/>
        <source>the top card of the deck</source>
        <translation>کارت رویی دسته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="265"/>
        <source>You looked at %1: %2.</source>
        <translation>به %1 نگاه کردی: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="265"/>
        <source>%3 looked at %1: %2.</source>
        <translation>%3 به %1 نگاه کرد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="271"/>
        <source>You swapped with the set-aside card and now hold %1.</source>
        <translation>با کارت کنارگذاشته عوض کردی و حالا %1 داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="272"/>
        <source>%2 swapped with the set-aside card and now holds %1.</source>
        <translation>%2 با کارت کنارگذاشته عوض کرد و حالا %1 دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="270"/>
        <source>You kept your card.</source>
        <translation>کارتت را نگه داشتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="52"/>
        <source>%1% chance to win this round</source>
        <translation>%1٪ شانس بردن این دست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="59"/>
        <source>keeps the %1</source>
        <translation>%1 را نگه می‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="61"/>
        <source>puts you out of the round</source>
        <translation>تو را از این دست حذف می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="63"/>
        <source>%1: %2% likely</source>
        <translation>%1: به احتمال %2٪</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="197"/>
        <source>no unprotected player holds the King Cat</source>
        <translation>کسی که در امان نیست گربه شاه ندارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="270"/>
        <source>%1 kept their card.</source>
        <translation>%1 کارتش را نگه داشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="278"/>
        <source>%1 looked at the set-aside card.</source>
        <translation>%1 به کارت کنارگذاشته نگاه کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="284"/>
        <source>You put %1 back at the bottom of the deck.</source>
        <translation>%1 را ته دسته برگرداندی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="285"/>
        <source>%2 put %1 back at the bottom of the deck.</source>
        <translation>%2 %1 را ته دسته برگرداند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="289"/>
        <source>You put %1 back as card %2 from the top.</source>
        <translation>%1 را به‌عنوان کارت %2 از رو برگرداندی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="290"/>
        <source>%3 put %1 back as card %2 from the top.</source>
        <translation>%3 %1 را به‌عنوان کارت %2 از رو برگرداند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="298"/>
        <source>%1 put the card back somewhere in the deck.</source>
        <translation>%1 کارت را جایی در دسته برگرداند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="302"/>
        <source>You are protected until your next turn.</source>
        <translation>تو تا نوبت بعدی‌ات در امان هستی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="303"/>
        <source>%1 is protected until their next turn.</source>
        <translation>%1 تا نوبت بعدی‌اش در امان است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="308"/>
        <source>the King Cat</source>
        <translation>گربه شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="309"/>
        <source>a right Crystal Ball guess</source>
        <translation>حدس درست گوی شیشه‌ای</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="310"/>
        <source>a Silly Rabbit comparison</source>
        <translation>مقایسهٔ خرگوش خرکی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="314"/>
        <source>You are out of the round (%2).</source>
        <translation>از این دست حذف شدی (%2).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="314"/>
        <source>%1 is out of the round (%2).</source>
        <translation>%1 از این دست حذف شد (%2).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="316"/>
        <source>You are out of the round (%2), showing %3.</source>
        <translation>از این دست حذف شدی (%2) و %3 را رو کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="317"/>
        <source>%1 is out of the round (%2), showing %3.</source>
        <translation>%1 از این دست حذف شد (%2) و %3 را رو کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="324"/>
        <source>Round over: you are the last one standing.</source>
        <translation>پایان دست: تو تنها بازماندهٔ میز هستی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="325"/>
        <source>Round over: you win the showdown.</source>
        <translation>پایان دست: تو در مقایسهٔ پایانی برنده شدی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="328"/>
        <source>Round over: %1 is the last one standing.</source>
        <translation>پایان دست: %1 تنها بازماندهٔ میز است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="329"/>
        <source>Round over: %1 wins the showdown.</source>
        <translation>پایان دست: %1 در مقایسهٔ پایانی برنده شد.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/words.py" line="335"/>
        <source>You now have %Ln token(s).</source>
        <translation>
            <numerusform>تو اکنون %Ln نشان داری.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/words.py" line="336"/>
        <source>%1 now has %Ln token(s).</source>
        <translation>
            <numerusform>%1 اکنون %Ln نشان دارد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="343"/>
        <source>Game over: you win.</source>
        <translation>پایان بازی: تو برنده شدی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="344"/>
        <source>Game over: %1 wins.</source>
        <translation>پایان بازی: %1 برنده شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="357"/>
        <source>%1 is the last player standing.</source>
        <translation>%1 تنها بازیکنِ باقی‌مانده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="359"/>
        <source>%1 holds the highest card at the showdown.</source>
        <translation>%1 در مقایسهٔ پایانی بالاترین کارت را دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="361"/>
        <source>Tie broken by the highest card in the played rows.</source>
        <translation>تساوی با بالاترین کارت ردیف‌های بازی‌شده شکست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="362"/>
        <source>Tie broken by comparing the played rows from the highest card down.</source>
        <translation>تساوی با مقایسهٔ ردیف‌های بازی‌شده از بالاترین کارت به پایین شکست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="363"/>
        <source>Complete tie: every tied player wins a token.</source>
        <translation>تساوی کامل: هر بازیکنِ مساوی یک نشان می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="367"/>
        <source>Round %1 over</source>
        <translation>پایان دست %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="371"/>
        <source>The Royal Broombot beats %1&apos;s King Cat.</source>
        <translation>جاروبات سلطنتی گربه شاهِ %1 را شکست داد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="382"/>
        <source>Hands:</source>
        <translation>دست‌ها:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="389"/>
        <source>Tokens: %1</source>
        <translation>نشان‌ها: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="393"/>
        <source>Next round</source>
        <translation>دست بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/words.py" line="397"/>
        <source>Tokens</source>
        <translation>نشان‌ها</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/words.py" line="401"/>
        <source>The first player to hold %Ln token(s) wins the game.</source>
        <translation>
            <numerusform>نخستین بازیکنی که %Ln نشان بگیرد برندهٔ بازی است.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChooseGameDialog</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="238"/>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="239"/>
        <source>Choose a game to play:</source>
        <translation>یک بازی انتخاب کن:</translation>
    </message>
</context>
<context>
    <name>CounterModel</name>
    <message>
        <location filename="../cardtable/ui/models.py" line="160"/>
        <source>%1 of %2</source>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/models.py" line="167"/>
        <source>Card</source>
        <translation>کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/models.py" line="167"/>
        <source>Unseen</source>
        <translation>دیده‌نشده</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="686"/>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="686"/>
        <source>Match over</source>
        <translation>پایان مسابقه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="693"/>
        <source>The game is a draw.</source>
        <translation>بازی مساوی شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="693"/>
        <source>The match is a draw.</source>
        <translation>مسابقه مساوی شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="695"/>
        <source>%1 wins the game!</source>
        <translation>%1 برندهٔ بازی شد!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="695"/>
        <source>%1 wins the match!</source>
        <translation>%1 برندهٔ مسابقه شد!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="698"/>
        <source>Shared win: %1</source>
        <translation>برد مشترک: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="698"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="699"/>
        <source>Play again</source>
        <translation>بازی دوباره</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="700"/>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="701"/>
        <source>Watch replay</source>
        <translation>تماشای بازپخش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="702"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="496"/>
        <source>%1, look at what you have just seen, then press Done.</source>
        <translation>%1، آنچه را همین حالا دیدی نگاه کن، سپس «تمام» را بزن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="498"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="546"/>
        <source>The computer player failed: %1</source>
        <translation>بازیکن رایانه‌ای به خطا خورد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="601"/>
        <source>That move is not possible: %1</source>
        <translation>این حرکت ممکن نیست: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="667"/>
        <source>Looking for a hint…</source>
        <translation>در جستجوی راهنمایی…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="669"/>
        <source>No hint this time.</source>
        <translation>این بار راهنمایی‌ای پیدا نشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="670"/>
        <source>The strongest choices, as the hard level sees them:</source>
        <translation>قوی‌ترین انتخاب‌ها از دید سطح سخت:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="683"/>
        <source>Hide</source>
        <translation>پنهان کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="836"/>
        <location filename="../cardtable/ui/game_screen.py" line="865"/>
        <source>%1 is thinking…</source>
        <translation>%1 در حال فکر کردن است…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="840"/>
        <source>(Esc: take back)</source>
        <translation>(Esc: پس گرفتن)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="888"/>
        <source>Cards not yet seen by you</source>
        <translation>کارت‌هایی که هنوز ندیده‌ای</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="915"/>
        <source>Pass to %1</source>
        <translation>به %1 بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="919"/>
        <source>Everyone else, please look away.</source>
        <translation>بقیه لطفاً نگاه نکنند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="922"/>
        <source>I am %1: show my cards</source>
        <translation>من %1 هستم: کارت‌هایم را نشان بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_screen.py" line="930"/>
        <source>It is %1&apos;s turn.</source>
        <translation>نوبت %1 است.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../cardtable/ui/table/base.py" line="253"/>
        <source>You decide out of turn.</source>
        <translation>خارج از نوبت تصمیم می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/base.py" line="254"/>
        <source>%1 decides out of turn.</source>
        <translation>%1 خارج از نوبت تصمیم می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/base.py" line="311"/>
        <source>%1% chance to win this round</source>
        <translation>%1٪ شانس بردن این دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/base.py" line="312"/>
        <source>%1% chance to win</source>
        <translation>%1٪ شانس برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/base.py" line="396"/>
        <source>you</source>
        <translation>تو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/base.py" line="665"/>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../cardtable/engine/animals/__init__.py" line="16"/>
        <source>Power-Hungry Animals</source>
        <translation>حیوانات قدرت‌طلب</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/schotten_totten/__init__.py" line="193"/>
        <source>Schotten Totten</source>
        <translation>نبرد اسکاتلندی</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/animals/__init__.py" line="17"/>
        <source>One card in hand, draw one, play one: be the last animal standing or hold the highest card.</source>
        <translation>یک کارت در دست، یکی بکش، یکی بازی کن: آخرین حیوان باقی‌مانده باش یا بالاترین کارت را داشته باش.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/schotten_totten/__init__.py" line="194"/>
        <source>Two clans fight over nine boundary stones with poker-like formations.</source>
        <translation>دو قبیله با چینش‌هایی شبیه پوکر بر سر نُه سنگ مرزی می‌جنگند.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/mindbug/__init__.py" line="16"/>
        <source>Mindbug</source>
        <translation>شکارچی ذهن</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/mindbug/__init__.py" line="17"/>
        <source>Play creatures or attack with them, but beware: your opponent may steal what you play.</source>
        <translation>موجودات را بازی کن یا با آن‌ها حمله کن، اما مراقب باش: حریف ممکن است آنچه را بازی می‌کنی بدزدد.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/silver/__init__.py" line="18"/>
        <source>Silver</source>
        <translation>سیلور</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/silver/__init__.py" line="19"/>
        <source>Keep the fewest werewolves in a village of cards you barely know, then call the census.</source>
        <translation>کمترین گرگینه‌ها را در دهکده‌ای از کارت‌هایی که به‌سختی می‌شناسی نگه دار، سپس سرشماری بخواه.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/wednesday/__init__.py" line="17"/>
        <source>Wednesday</source>
        <translation>ونزدی</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/wednesday/__init__.py" line="18"/>
        <source>Play higher or pass, shed your cursed cards while the characters change the rules: lowest total wins.</source>
        <translation>بالاتر بازی کن یا نوبت را واگذار کن و از شرّ کارت‌های طلسم‌شده خلاص شو، در حالی که شخصیت‌ها قوانین را عوض می‌کنند: کمترین مجموع برنده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/plague/__init__.py" line="16"/>
        <source>Plague</source>
        <translation>طاعون</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/plague/__init__.py" line="17"/>
        <source>Red beats green, green beats blue, blue beats red: win tricks, but not the ones with a Plague on top.</source>
        <translation>قرمز سبز را می‌برد، سبز آبی را و آبی قرمز را: دست ببر، ولی نه دستی که طاعون رویش است.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="99"/>
        <source>%1–%2 players</source>
        <translation>%1 تا %2 بازیکن</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/start_screen.py" line="98"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln بازیکن</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="40"/>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="41"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="42"/>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="43"/>
        <source>Heuristic</source>
        <translation>قاعده‌محور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="44"/>
        <source>Random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="45"/>
        <source>Mixed levels</source>
        <translation>سطح‌های گوناگون</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="37"/>
        <source>Off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="38"/>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="39"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="40"/>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="260"/>
        <source>Nothing to undo.</source>
        <translation>چیزی برای واگرد نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="290"/>
        <source>cardtable</source>
        <translation>میز کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="176"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="177"/>
        <source>&amp;New game…</source>
        <translation>بازی &amp;تازه…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="178"/>
        <source>&amp;Open…</source>
        <translation>&amp;باز کردن…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="179"/>
        <source>Save &amp;As…</source>
        <translation>ذخیره با &amp;نام…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="180"/>
        <source>Sa&amp;ved games…</source>
        <translation>&amp;بازی‌های ذخیره‌شده…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="181"/>
        <source>&amp;Abandon game</source>
        <translation>&amp;رها کردن بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="182"/>
        <source>&amp;Watch replay</source>
        <translation>&amp;تماشای بازپخش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="183"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;آمار…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="184"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="185"/>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="186"/>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="187"/>
        <source>&amp;Redo</source>
        <translation>&amp;ازنو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="188"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;ترجیحات…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="189"/>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="190"/>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="191"/>
        <source>&amp;Animation speed</source>
        <translation>سرعت &amp;پویانمایی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="194"/>
        <source>&amp;Card counter</source>
        <translation>&amp;شمارندهٔ کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="195"/>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="196"/>
        <source>&amp;Rules</source>
        <translation>&amp;قوانین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="197"/>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="198"/>
        <source>The hard level&apos;s three strongest choices for your decision</source>
        <translation>سه انتخاب قوی‌تر سطح سخت برای تصمیم تو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="199"/>
        <source>&amp;About cardtable</source>
        <translation>&amp;دربارهٔ میز کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="246"/>
        <source>Nothing to undo: no game is running.</source>
        <translation>چیزی برای واگرد نیست: هیچ بازی‌ای در جریان نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="250"/>
        <source>Take back the move you have begun, as Esc does.</source>
        <translation>حرکتی را که شروع کرده‌ای پس بگیر، همان کاری که کلید Esc می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="255"/>
        <source>Go back to your previous choice (a practice game: even past cards you have seen).</source>
        <translation>به انتخاب قبلی‌ات برگرد (بازی تمرینی: حتی از کارت‌هایی که دیده‌ای عقب‌تر).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="257"/>
        <source>Take back your moves since your previous choice.</source>
        <translation>حرکت‌هایت را تا انتخاب قبلی‌ات پس بگیر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="248"/>
        <source>Undo is off in hot-seat games unless every player agreed (Edit → Preferences).</source>
        <translation>در بازی نوبتی روی یک رایانه، واگرد خاموش است مگر همهٔ بازیکنان موافقت کرده باشند (ویرایش ← ترجیحات).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="262"/>
        <source>Nothing to undo: you have not made a choice yet.</source>
        <translation>چیزی برای واگرد نیست: هنوز انتخابی نکرده‌ای.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="277"/>
        <source>Undo stops at the end of the round.</source>
        <translation>واگرد از پایان این دست عقب‌تر نمی‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="279"/>
        <source>Undo stops at what you have seen: “%1”</source>
        <translation>واگرد از آنچه دیده‌ای عقب‌تر نمی‌رود: «%1»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="281"/>
        <source>Undo stops at a card you have seen.</source>
        <translation>واگرد از کارتی که دیده‌ای عقب‌تر نمی‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="282"/>
        <source>To undo whole turns, start a practice game (Game → New game…).</source>
        <translation>برای واگرد نوبت‌های کامل، یک بازی تمرینی شروع کن (بازی ← بازی تازه…).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="288"/>
        <source>cardtable — practice game</source>
        <translation>میز کارت — بازی تمرینی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="331"/>
        <location filename="../cardtable/ui/main_window.py" line="353"/>
        <location filename="../cardtable/ui/main_window.py" line="358"/>
        <source>Preferences</source>
        <translation>ترجیحات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="331"/>
        <source>The settings could not be saved: %1</source>
        <translation>تنظیمات ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="350"/>
        <source>The settings folder cannot be used: %1 is a file, not a folder. The default settings are used and changes cannot be saved until it is moved or renamed.</source>
        <translation>پوشهٔ تنظیمات قابل استفاده نیست: %1 یک پرونده است، نه پوشه. تنظیمات پیش‌فرض به کار می‌رود و تا آن پرونده جابه‌جا یا تغییر نام داده نشود، تغییرها ذخیره نمی‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="375"/>
        <source>The data folder cannot be used: %1 is a file, not a folder. Games and statistics cannot be saved until it is moved or renamed.</source>
        <translation>پوشهٔ داده‌ها قابل استفاده نیست: %1 یک پرونده است، نه پوشه. تا آن پرونده جابه‌جا یا تغییر نام داده نشود، بازی‌ها و آمار ذخیره نمی‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="464"/>
        <source>Abandon game</source>
        <translation>رها کردن بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="464"/>
        <source>A game is in progress. Abandon it?</source>
        <translation>بازی در جریان است. رهایش می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="471"/>
        <source>Game in progress</source>
        <translation>بازی در جریان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="473"/>
        <source>Leave the game in progress? It is kept in Saved games (Game → Saved games…), where you can continue it.</source>
        <translation>بازیِ در جریان را ترک می‌کنی؟ در بازی‌های ذخیره‌شده (بازی ← بازی‌های ذخیره‌شده…) نگه داشته می‌شود و از همان‌جا می‌توانی ادامه‌اش بدهی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="656"/>
        <source>About cardtable</source>
        <translation>دربارهٔ میز کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="657"/>
        <source>cardtable %1: card games from Persian rulebooks.
Games: %2
Font: Vazirmatn (SIL OFL 1.1).</source>
        <translation>میز کارت %1: بازی‌های کارتی از قانون‌نامه‌های فارسی.
بازی‌ها: %2
قلم: وزیرمتن (SIL OFL 1.1).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="355"/>
        <source>Your settings file was damaged, so the default settings are used.</source>
        <translation>پروندهٔ تنظیمات تو آسیب دیده بود، پس تنظیمات پیش‌فرض به کار می‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="357"/>
        <location filename="../cardtable/ui/main_window.py" line="382"/>
        <source>The old file was kept as %1.</source>
        <translation>پروندهٔ قبلی در %1 نگه داشته شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="380"/>
        <source>The statistics file was damaged, so counting starts afresh.</source>
        <translation>پروندهٔ آمار آسیب دیده بود، پس شمارش از نو آغاز می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="378"/>
        <location filename="../cardtable/ui/main_window.py" line="383"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="653"/>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>MindbugCards</name>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="19"/>
        <source>Axolotl Healer</source>
        <translation>آکسولوتل شفابخش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="20"/>
        <source>Bee Bear</source>
        <translation>خرس‌زنبور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="21"/>
        <source>Brain Fly</source>
        <translation>مگس مغز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="22"/>
        <source>Chameleon Sniper</source>
        <translation>آفتاب‌پرست تک‌تیرانداز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="23"/>
        <source>Compost Dragon</source>
        <translation>اژدهای کمپوست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="24"/>
        <source>Deathweaver</source>
        <translation>مرگ‌باف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="25"/>
        <source>Elephantopus</source>
        <translation>فیل‌هشت‌پا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="26"/>
        <source>Explosive Toad</source>
        <translation>وزغ انفجاری</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="27"/>
        <source>Ferret Bomber</source>
        <translation>راسوی بمب‌افکن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="28"/>
        <source>Giraffodile</source>
        <translation>زرافه‌سوسمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="29"/>
        <source>Goblin Werewolf</source>
        <translation>گابلین گرگینه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="30"/>
        <source>Gorillion</source>
        <translation>گوریلاشیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="31"/>
        <source>Grave Robber</source>
        <translation>دزد گور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="32"/>
        <source>Harpy Mother</source>
        <translation>مادر هارپی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="33"/>
        <source>Kangasaurus Rex</source>
        <translation>کانگاسوروس رکس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="34"/>
        <source>Killer Bee</source>
        <translation>زنبور قاتل</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="35"/>
        <source>Lone Yeti</source>
        <translation>یتی تنها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="36"/>
        <source>Luchataur</source>
        <translation>لوچاتور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="37"/>
        <source>Mysterious Mermaid</source>
        <translation>پری دریایی مرموز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="38"/>
        <source>Plated Scorpion</source>
        <translation>عقرب زره‌دار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="39"/>
        <source>Rhino Turtle</source>
        <translation>کرگدن‌لاک‌پشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="40"/>
        <source>Shark Dog</source>
        <translation>سگ‌کوسه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="41"/>
        <source>Sharky Crab-Dog-Mummypus</source>
        <translation>شارکی خرچنگ‌سگ‌مومیاپوس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="42"/>
        <source>Shield Bugs</source>
        <translation>سوسک‌های سپردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="43"/>
        <source>Snail Hydra</source>
        <translation>هیدرای حلزونی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="44"/>
        <source>Snail Thrower</source>
        <translation>حلزون‌انداز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="45"/>
        <source>Spider Owl</source>
        <translation>جغد عنکبوتی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="46"/>
        <source>Strange Barrel</source>
        <translation>بشکه‌ی عجیب</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="47"/>
        <source>Tiger Squirrel</source>
        <translation>سنجاب ببری</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="48"/>
        <source>Turbo Bug</source>
        <translation>حشره‌ی توربو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="49"/>
        <source>Tusked Extorter</source>
        <translation>باج‌گیر عاج‌دار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="50"/>
        <source>Urchin Hurler</source>
        <translation>پرتابگر توتیا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="55"/>
        <source>Play: you gain 2 life.</source>
        <translation>بازی: ۲ جان می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="56"/>
        <source>Cannot be blocked by creatures with power 6 or less.</source>
        <translation>هیولاهای با قدرت ۶ یا کمتر نمی‌توانند جلویش را بگیرند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="57"/>
        <source>Play: take control of a creature with power 6 or more.</source>
        <translation>بازی: هیولایی با قدرت ۶ یا بیشتر را در اختیار بگیر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="58"/>
        <source>Attack: the opponent loses 1 life.</source>
        <translation>حمله: حریف ۱ جان از دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="59"/>
        <source>Play: play a card from your discard pile.</source>
        <translation>بازی: کارتی از دک سوخته‌ی خودت بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="60"/>
        <source>The opponent cannot activate Play effects.</source>
        <translation>حریف نمی‌تواند اثرهای «بازی» را فعال کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="61"/>
        <source>The opponent cannot block with creatures with power 4 or less.</source>
        <translation>حریف نمی‌تواند با هیولاهای قدرت ۴ یا کمتر دفاع کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="62"/>
        <source>Defeated: defeat a creature.</source>
        <translation>نابودی: یک هیولا را نابود کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="63"/>
        <source>Play: the opponent discards 2 cards.</source>
        <translation>بازی: حریف ۲ کارت دور می‌اندازد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="64"/>
        <source>Play: put your entire discard pile into your hand.</source>
        <translation>بازی: کل دک سوخته‌ات را به دست بگیر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="65"/>
        <source>Has +6 power while it is your turn.</source>
        <translation>در نوبت تو ۶+ قدرت دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="67"/>
        <source>Play: play a card from the opponent&apos;s discard pile; you control it.</source>
        <translation>بازی: کارتی از دک سوخته‌ی حریف بازی کن؛ در اختیار توست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="68"/>
        <source>Defeated: take control of up to two enemy creatures with power 5 or less.</source>
        <translation>نابودی: تا دو هیولای دشمن با قدرت ۵ یا کمتر را در اختیار بگیر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="69"/>
        <source>Play: defeat all enemy creatures with power 4 or less.</source>
        <translation>بازی: همه‌ی هیولاهای دشمن با قدرت ۴ یا کمتر را نابود کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="70"/>
        <source>Play: the opponent loses 1 life.</source>
        <translation>بازی: حریف ۱ جان از دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="71"/>
        <source>While it is your only creature, it has +5 power and Frenzy.</source>
        <translation>وقتی تنها هیولای توست، ۵+ قدرت و دیوانه دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="73"/>
        <source>Play: your life becomes equal to the opponent&apos;s life.</source>
        <translation>بازی: جان تو برابر جان حریف می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="76"/>
        <source>Attack: defeat an enemy creature with power 6 or more.</source>
        <translation>حمله: یک هیولای دشمن با قدرت ۶ یا بیشتر را نابود کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="77"/>
        <source>Has Hunter, Sneaky, Frenzy and Poisonous while an enemy creature has it.</source>
        <translation>تا وقتی هیولایی از دشمن شکارگر، مخفی، دیوانه یا سمی است، او هم هست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="78"/>
        <source>Your other creatures have +1 power.</source>
        <translation>هیولاهای دیگر تو ۱+ قدرت دارند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="79"/>
        <source>Attack: if you control fewer creatures than the opponent, defeat a creature.</source>
        <translation>حمله: اگر هیولاهای تو از حریف کمترند، یک هیولا را نابود کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="80"/>
        <source>Your other creatures with power 4 or less have Hunter and Poisonous.</source>
        <translation>هیولاهای دیگر تو با قدرت ۴ یا کمتر شکارگر و سمی‌اند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="82"/>
        <source>Defeated: take 2 random cards from the opponent&apos;s hand into yours.</source>
        <translation>نابودی: ۲ کارت تصادفی از دست حریف به دست خودت بیاور.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="83"/>
        <source>Play: defeat an enemy creature with power 7 or more.</source>
        <translation>بازی: یک هیولای دشمن با قدرت ۷ یا بیشتر را نابود کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="84"/>
        <source>Attack: the opponent loses all their life but 1.</source>
        <translation>حمله: حریف همه‌ی جانش جز ۱ را از دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="85"/>
        <source>Attack: the opponent discards a card.</source>
        <translation>حمله: حریف یک کارت دور می‌اندازد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="86"/>
        <source>Your other creatures have +2 power while it is your turn.</source>
        <translation>هیولاهای دیگر تو در نوبت تو ۲+ قدرت دارند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="91"/>
        <source>Frenzy</source>
        <translation>دیوانه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="92"/>
        <source>Hunter</source>
        <translation>شکارگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="93"/>
        <source>Poisonous</source>
        <translation>سمی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="94"/>
        <source>Sneaky</source>
        <translation>مخفی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="95"/>
        <source>Tough</source>
        <translation>سرسخت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="98"/>
        <source>Frenzy: may attack a second time in the same turn.</source>
        <translation>دیوانه: می‌تواند در همان نوبت بار دوم حمله کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="99"/>
        <source>Hunter: when it attacks, you may choose the enemy creature that blocks.</source>
        <translation>شکارگر: وقتی حمله می‌کند، می‌توانی هیولای دشمنی را که جلویش را می‌گیرد انتخاب کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="102"/>
        <source>Poisonous: the other creature of a fight is always defeated.</source>
        <translation>سمی: هیولای دیگر هر نبرد همیشه نابود می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="103"/>
        <source>Sneaky: can be blocked only by Sneaky creatures.</source>
        <translation>مخفی: فقط هیولاهای مخفی می‌توانند جلویش را بگیرند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/faces.py" line="104"/>
        <source>Tough: the first time it would be defeated, it is exhausted instead.</source>
        <translation>سرسخت: اولین باری که باید نابود شود، به جایش خسته می‌شود.</translation>
    </message>
</context>
<context>
    <name>MindbugTable</name>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="140"/>
        <source>seen</source>
        <translation>دیده‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="140"/>
        <source>Your opponent has seen this card.</source>
        <translation>حریفت این کارت را دیده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="168"/>
        <source>Power now: %1, as printed.</source>
        <translation>قدرت اکنون: %1، همان که روی کارت چاپ شده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="171"/>
        <source>Power now: %1 (printed %2), changed by a card in play.</source>
        <translation>قدرت اکنون: %1 (چاپ‌شده %2)، تغییرکرده به‌خاطر کارتی در بازی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="179"/>
        <source>Given by a card in play: %1</source>
        <translation>داده‌شده از کارتی در بازی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="184"/>
        <source>Exhausted (Tough): it still attacks and blocks; the next time it would be defeated, it is.</source>
        <translation>خسته (سرسخت): هنوز حمله و دفاع می‌کند؛ بار بعد که باید نابود شود، نابود می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="185"/>
        <source>exhausted</source>
        <translation>خسته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="193"/>
        <source>Life: %1</source>
        <translation>جان: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="194"/>
        <source>Mindbugs: %1</source>
        <translation>شکارچی ذهن: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="195"/>
        <source>Hand: %1</source>
        <translation>دست: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="201"/>
        <source>Draw pile: %1</source>
        <translation>دک شخصی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="205"/>
        <source>Discard: %1</source>
        <translation>دک سوخته: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="208"/>
        <source>Discard pile: click to look through it</source>
        <translation>دک سوخته: برای دیدنش کلیک کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="210"/>
        <source>Pending:</source>
        <translation>در انتظار:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="219"/>
        <source>%1 waits for the Mindbug decision</source>
        <translation>%1 منتظر تصمیم شکارچی ذهن است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="221"/>
        <source>attack of %1</source>
        <translation>حمله‌ی %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="223"/>
        <source>Play effect of %1</source>
        <translation>اثر «بازی» %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="225"/>
        <source>Defeated effects of %1</source>
        <translation>اثرهای «نابودی» %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="227"/>
        <source>effect of %1</source>
        <translation>اثر %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="229"/>
        <source>%1 must discard</source>
        <translation>%1 باید کارت دور بیندازد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="239"/>
        <source>Mindbug it</source>
        <translation>تحت کنترلش بگیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="241"/>
        <source>Let it resolve</source>
        <translation>بگذار اجرا شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="243"/>
        <source>Let them choose</source>
        <translation>بگذار خودش انتخاب کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="245"/>
        <source>Take the damage</source>
        <translation>آسیب را بپذیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="247"/>
        <source>Attack again</source>
        <translation>دوباره حمله کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="249"/>
        <source>End the attack</source>
        <translation>پایان حمله</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="251"/>
        <source>Take no more</source>
        <translation>دیگر نمی‌گیرم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="335"/>
        <source>Discard pile of %1</source>
        <translation>دک سوخته‌ی %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="339"/>
        <source>The discard pile is empty.</source>
        <translation>دک سوخته خالی است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/layout.py" line="340"/>
        <source>Top card first:</source>
        <translation>از رویی‌ترین کارت:</translation>
    </message>
</context>
<context>
    <name>MindbugWords</name>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="31"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="39"/>
        <source>Another turn: play a card from your hand or attack with one of your creatures.</source>
        <translation>یک نوبت دیگر: کارتی از دستت بازی کن یا با یکی از هیولاهایت حمله کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="40"/>
        <source>Your turn: play a card from your hand or attack with one of your creatures.</source>
        <translation>نوبت توست: کارتی از دستت بازی کن یا با یکی از هیولاهایت حمله کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="43"/>
        <source>Mindbug this %1? You have %2 left.</source>
        <translation>این %1 را با شکارچی ذهن تحت کنترل می‌گیری؟ %2 شکارچی ذهن داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="47"/>
        <source>%1 is a Hunter: choose the enemy creature that must block it, or let them choose.</source>
        <translation>%1 شکارگر است: هیولای دشمنی را که باید جلویش را بگیرد انتخاب کن، یا بگذار خودش انتخاب کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="52"/>
        <source>%1 attacks you: click one of your highlighted creatures to block, or take the damage.</source>
        <translation>%1 به تو حمله می‌کند: برای دفاع روی یکی از هیولاهای برجسته‌ات کلیک کن، یا آسیب را بپذیر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="56"/>
        <source>Frenzy: attack again with %1?</source>
        <translation>دیوانه: دوباره با %1 حمله می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="58"/>
        <source>Creatures were defeated together: choose whose Defeated effect resolves first.</source>
        <translation>چند هیولا با هم نابود شدند: انتخاب کن اثر «نابودی» کدام اول اجرا شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="62"/>
        <source>%1: choose a card to discard.</source>
        <translation>%1: کارتی را برای دور انداختن انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="64"/>
        <source>%1: click two cards of your hand to discard, one after the other.</source>
        <translation>%1: روی دو کارت دستت یکی پس از دیگری کلیک کن تا دور انداخته شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="74"/>
        <source>%1: choose an enemy creature with power 6 or more to take.</source>
        <translation>%1: هیولای دشمنی با قدرت ۶ یا بیشتر را برای گرفتن انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="75"/>
        <source>%1: choose an enemy creature with power 5 or less to take, or take no more.</source>
        <translation>%1: هیولای دشمنی با قدرت ۵ یا کمتر را برای گرفتن انتخاب کن، یا دیگر نگیر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="76"/>
        <source>%1: choose an enemy creature with power 6 or more to defeat.</source>
        <translation>%1: هیولای دشمنی با قدرت ۶ یا بیشتر را برای نابودی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="77"/>
        <source>%1: choose an enemy creature with power 7 or more to defeat.</source>
        <translation>%1: هیولای دشمنی با قدرت ۷ یا بیشتر را برای نابودی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="78"/>
        <source>%1: choose a creature to defeat.</source>
        <translation>%1: هیولایی را برای نابودی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="79"/>
        <source>%1: choose a card of your discard pile to play.</source>
        <translation>%1: کارتی از دک سوخته‌ات را برای بازی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="80"/>
        <source>%1: choose a card of the opponent&apos;s discard pile to play.</source>
        <translation>%1: کارتی از دک سوخته‌ی حریف را برای بازی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="89"/>
        <source>You may Mindbug the card just played.</source>
        <translation>می‌توانی کارتی را که همین حالا بازی شد تحت کنترل بگیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="90"/>
        <source>%1 may Mindbug the card just played.</source>
        <translation>%1 می‌تواند کارتی را که همین حالا بازی شد با شکارچی ذهن تحت کنترل بگیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="93"/>
        <source>You are attacked and decide how to block.</source>
        <translation>به تو حمله شده و درباره‌ی دفاع تصمیم می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="94"/>
        <source>%1 is attacked and decides how to block.</source>
        <translation>به %1 حمله شده و او درباره‌ی دفاع تصمیم می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="97"/>
        <source>You must discard.</source>
        <translation>باید کارت دور بیندازی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="98"/>
        <source>%1 must discard.</source>
        <translation>%1 باید کارت دور بیندازد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="100"/>
        <source>You resolve the effect of %1.</source>
        <translation>اثر %1 را اجرا می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="101"/>
        <source>%1 resolves the effect of %2.</source>
        <translation>%1 اثر %2 را اجرا می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="107"/>
        <source>Mindbugs the %1: worth more to you than keeping the Mindbug</source>
        <translation>%1 را تحت کنترل می‌گیرد: برایت بیشتر از نگه داشتن شکارچی ذهن می‌ارزد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="109"/>
        <source>keeps the Mindbug: the %1 is worth less to you</source>
        <translation>شکارچی ذهن را نگه می‌دارد: %1 برایت کمتر می‌ارزد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="111"/>
        <source>blocks with %1: it wins the fight</source>
        <translation>با %1 دفاع می‌کند: در نبرد پیروز می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="113"/>
        <source>blocks with %1: it survives the fight</source>
        <translation>با %1 دفاع می‌کند: از نبرد جان سالم به در می‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="115"/>
        <source>blocks with %1: both are defeated, and you keep your life</source>
        <translation>با %1 دفاع می‌کند: هر دو نابود می‌شوند و جانت را نگه می‌داری</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="117"/>
        <source>blocks with %1: the damage would take your last life</source>
        <translation>با %1 دفاع می‌کند: آسیب آخرین جانت را می‌گرفت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="119"/>
        <source>blocks with %1: it is defeated, but you keep your life</source>
        <translation>با %1 دفاع می‌کند: نابود می‌شود، اما جانت را نگه می‌داری</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="121"/>
        <source>attacks with %1: nothing of theirs may block it</source>
        <translation>با %1 حمله می‌کند: هیچ هیولایی از حریف نمی‌تواند جلویش را بگیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="123"/>
        <source>attacks with %1: nothing of theirs may block it, and it takes their last life</source>
        <translation>با %1 حمله می‌کند: هیچ هیولایی از حریف نمی‌تواند جلویش را بگیرد و آخرین جانش را می‌گیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="125"/>
        <source>attacks with %1: it beats every creature that may block it</source>
        <translation>با %1 حمله می‌کند: هر هیولایی که بتواند جلویش را بگیرد شکست می‌دهد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="127"/>
        <source>takes the damage (%1 life left): none of your creatures would survive the fight</source>
        <translation>آسیب را می‌پذیرد (%1 جان می‌ماند): هیچ‌یک از هیولاهایت از نبرد جان سالم به در نمی‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="130"/>
        <source>takes the damage (%1 life left) and keeps your creatures out of the fight</source>
        <translation>آسیب را می‌پذیرد (%1 جان می‌ماند) و هیولاهایت را از نبرد دور نگه می‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="138"/>
        <source>%1 cannot block: the attacker is Sneaky and it is not.</source>
        <translation>%1 نمی‌تواند دفاع کند: مهاجم مخفی است و این نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="140"/>
        <source>%1 cannot block Bee Bear: its power is 6 or less.</source>
        <translation>%1 نمی‌تواند جلوی خرس‌زنبور را بگیرد: قدرتش ۶ یا کمتر است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="142"/>
        <source>%1 cannot block: Elephantopus stops blockers with power 4 or less.</source>
        <translation>%1 نمی‌تواند دفاع کند: فیل‌هشت‌پا جلوی مدافعان با قدرت ۴ یا کمتر را می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="151"/>
        <source>You cannot block %2: you have no creatures.</source>
        <translation>نمی‌توانی جلوی %2 را بگیری: هیچ هیولایی نداری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="152"/>
        <source>You cannot block %2: it is Sneaky and you have no Sneaky creature.</source>
        <translation>نمی‌توانی جلوی %2 را بگیری: مخفی است و هیولای مخفی نداری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="154"/>
        <source>You cannot block %2: only a creature with power 7 or more may block it, and you have none.</source>
        <translation>نمی‌توانی جلوی %2 را بگیری: فقط هیولایی با قدرت ۷ یا بیشتر می‌تواند جلویش را بگیرد و چنین هیولایی نداری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="157"/>
        <source>You cannot block %2: Elephantopus lets only creatures with power 5 or more block, and you have none.</source>
        <translation>نمی‌توانی جلوی %2 را بگیری: با فیل‌هشت‌پا فقط هیولاهای قدرت ۵ یا بیشتر می‌توانند دفاع کنند و چنین هیولایی نداری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="161"/>
        <source>You cannot block %2: it is Sneaky and Elephantopus lets only creatures with power 5 or more block; you have no such Sneaky creature.</source>
        <translation>نمی‌توانی جلوی %2 را بگیری: مخفی است و با فیل‌هشت‌پا فقط هیولاهای قدرت ۵ یا بیشتر می‌توانند دفاع کنند؛ چنین هیولای مخفی‌ای نداری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="167"/>
        <source>%1 cannot block %2: they have no creatures.</source>
        <translation>%1 نمی‌تواند جلوی %2 را بگیرد: هیچ هیولایی ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="168"/>
        <source>%1 cannot block %2: it is Sneaky and they have no Sneaky creature.</source>
        <translation>%1 نمی‌تواند جلوی %2 را بگیرد: مخفی است و هیولای مخفی ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="170"/>
        <source>%1 cannot block %2: only a creature with power 7 or more may block it, and they have none.</source>
        <translation>%1 نمی‌تواند جلوی %2 را بگیرد: فقط هیولایی با قدرت ۷ یا بیشتر می‌تواند جلویش را بگیرد و چنین هیولایی ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="173"/>
        <source>%1 cannot block %2: Elephantopus lets only creatures with power 5 or more block, and they have none.</source>
        <translation>%1 نمی‌تواند جلوی %2 را بگیرد: با فیل‌هشت‌پا فقط هیولاهای قدرت ۵ یا بیشتر می‌توانند دفاع کنند و چنین هیولایی ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="177"/>
        <source>%1 cannot block %2: it is Sneaky and Elephantopus lets only creatures with power 5 or more block; they have no such Sneaky creature.</source>
        <translation>%1 نمی‌تواند جلوی %2 را بگیرد: مخفی است و با فیل‌هشت‌پا فقط هیولاهای قدرت ۵ یا بیشتر می‌توانند دفاع کنند؛ چنین هیولای مخفی‌ای ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="196"/>
        <source>The game begins; you play first.</source>
        <translation>بازی آغاز شد؛ تو اول بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="197"/>
        <source>The game begins; %1 plays first.</source>
        <translation>بازی آغاز شد؛ %1 اول بازی می‌کند.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/mindbug/words.py" line="203"/>
        <source>%1 draws %Ln card(s).</source>
        <translation>
            <numerusform>%1 %Ln کارت می‌کشد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="209"/>
        <source>You draw %1.</source>
        <translation>تو می‌کشی: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="210"/>
        <source>%1 draws %2.</source>
        <translation>%1 می‌کشد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="216"/>
        <source>You take another turn.</source>
        <translation>تو یک نوبت دیگر بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="217"/>
        <source>%1 takes another turn.</source>
        <translation>%1 یک نوبت دیگر بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="219"/>
        <source>Your turn.</source>
        <translation>نوبت توست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="220"/>
        <source>%1&apos;s turn.</source>
        <translation>نوبت %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="225"/>
        <source>You play %1.</source>
        <translation>تو %1 را بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="226"/>
        <source>%1 plays %2.</source>
        <translation>%1 %2 را بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="231"/>
        <source>You Mindbug %1 and take it.</source>
        <translation>تو با شکارچی ذهن %1 را تحت کنترل می‌گیری و برمی‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="232"/>
        <source>%1 Mindbugs %2 and takes it.</source>
        <translation>%1 با شکارچی ذهن %2 را تحت کنترل می‌گیرد و برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="237"/>
        <source>You let %1 resolve.</source>
        <translation>تو می‌گذاری %1 اجرا شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="238"/>
        <source>%1 lets %2 resolve.</source>
        <translation>%1 می‌گذارد %2 اجرا شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="244"/>
        <source>%1 enters your play area.</source>
        <translation>%1 وارد ناحیه‌ی بازی تو می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="245"/>
        <source>%1 enters %2&apos;s play area.</source>
        <translation>%1 وارد ناحیه‌ی بازی %2 می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="248"/>
        <source>%1 comes back into play from your discard pile.</source>
        <translation>%1 از دک سوخته‌ی تو دوباره وارد بازی می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="249"/>
        <source>%1 comes back into play from %2&apos;s discard pile.</source>
        <translation>%1 از دک سوخته‌ی %2 دوباره وارد بازی می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="251"/>
        <source>%1 comes from %2&apos;s discard pile into your play area.</source>
        <translation>%1 از دک سوخته‌ی %2 وارد ناحیه‌ی بازی تو می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="253"/>
        <source>%1 comes from your discard pile into %2&apos;s play area.</source>
        <translation>%1 از دک سوخته‌ی تو وارد ناحیه‌ی بازی %2 می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="255"/>
        <source>%1 comes from %2&apos;s discard pile into %3&apos;s play area.</source>
        <translation>%1 از دک سوخته‌ی %2 وارد ناحیه‌ی بازی %3 می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="263"/>
        <source>Deathweaver stops the Play effect of %1.</source>
        <translation>مرگ‌باف اثر «بازی» %1 را متوقف می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="267"/>
        <source>%1&apos;s ability resolves.</source>
        <translation>قابلیت %1 اجرا می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="271"/>
        <source>%1&apos;s ability has nothing to act on.</source>
        <translation>قابلیت %1 هدفی ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="277"/>
        <source>You attack again with %1.</source>
        <translation>تو دوباره با %1 حمله می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="277"/>
        <source>You attack with %1.</source>
        <translation>تو با %1 حمله می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="279"/>
        <source>%1 attacks again with %2.</source>
        <translation>%1 دوباره با %2 حمله می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="279"/>
        <source>%1 attacks with %2.</source>
        <translation>%1 با %2 حمله می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="284"/>
        <source>%1 hunts %2: it must block.</source>
        <translation>%1 %2 را شکار می‌کند: باید دفاع کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="289"/>
        <source>You block %1 with %2.</source>
        <translation>تو با %2 جلوی %1 را می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="291"/>
        <source>%1 blocks %2 with %3.</source>
        <translation>%1 با %3 جلوی %2 را می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="303"/>
        <source>You do not block %1.</source>
        <translation>تو جلوی %1 را نمی‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="304"/>
        <source>%1 does not block %2.</source>
        <translation>%1 جلوی %2 را نمی‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="310"/>
        <source>Fight: %1 (%2) against %3 (%4).</source>
        <translation>نبرد: %1 (%2) در برابر %3 (%4).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="315"/>
        <source>%1 is Tough: it is exhausted instead of defeated.</source>
        <translation>%1 سرسخت است: به جای نابودی خسته می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="319"/>
        <source>Defeated: %1.</source>
        <translation>نابود شد: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="324"/>
        <source>You take control of %1.</source>
        <translation>تو %1 را در اختیار می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="325"/>
        <source>%1 takes control of %2.</source>
        <translation>%1 %2 را در اختیار می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="331"/>
        <source>%1: your life is now %2.</source>
        <translation>%1: جان تو اکنون %2 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="332"/>
        <source>%1: %2&apos;s life is now %3.</source>
        <translation>%1: جان %2 اکنون %3 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="338"/>
        <source>You discard %1.</source>
        <translation>تو دور می‌اندازی: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="339"/>
        <source>%1 discards %2.</source>
        <translation>%1 دور می‌اندازد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="343"/>
        <source>nothing</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="345"/>
        <source>You take your discard pile into your hand: %1.</source>
        <translation>تو دک سوخته‌ات را به دست می‌گیری: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="346"/>
        <source>%1 takes their discard pile into their hand: %2.</source>
        <translation>%1 دک سوخته‌اش را به دست می‌گیرد: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/mindbug/words.py" line="353"/>
        <source>%1 takes %Ln card(s) at random from %2&apos;s hand.</source>
        <translation>
            <numerusform>%1 %Ln کارت تصادفی از دست %2 برمی‌دارد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="362"/>
        <source>You take from %1&apos;s hand at random: %2.</source>
        <translation>تو تصادفی از دست %1 برمی‌داری: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="364"/>
        <source>%1 takes from your hand at random: %2.</source>
        <translation>%1 تصادفی از دست تو برمی‌دارد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="365"/>
        <source>%1 takes from %2&apos;s hand at random: %3.</source>
        <translation>%1 تصادفی از دست %2 برمی‌دارد: %3.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="374"/>
        <source>You win: %1 has no life left.</source>
        <translation>تو برنده شدی: جان %1 تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="376"/>
        <source>You win: %1 can neither play nor attack.</source>
        <translation>تو برنده شدی: %1 نه می‌تواند بازی کند نه حمله.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="381"/>
        <source>%1 wins: you have no life left.</source>
        <translation>%1 برنده شد: جانت تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="383"/>
        <source>%1 wins: you can neither play nor attack.</source>
        <translation>%1 برنده شد: نه می‌توانی بازی کنی نه حمله.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="391"/>
        <source>%1 wins: %2 has no life left.</source>
        <translation>%1 برنده شد: جان %2 تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="392"/>
        <source>%1 wins: %2 can neither play nor attack.</source>
        <translation>%1 برنده شد: %2 نه می‌تواند بازی کند نه حمله.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="413"/>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mindbug/words.py" line="417"/>
        <source>Life</source>
        <translation>جان</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../cardtable/ui/names.py" line="15"/>
        <source>Sara</source>
        <translation>سارا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/names.py" line="16"/>
        <source>Ali</source>
        <translation>علی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/names.py" line="17"/>
        <source>Maryam</source>
        <translation>مریم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/names.py" line="18"/>
        <source>Reza</source>
        <translation>رضا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/names.py" line="19"/>
        <source>Leila</source>
        <translation>لیلا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/names.py" line="20"/>
        <source>Nima</source>
        <translation>نیما</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="294"/>
        <source>Random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="353"/>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="343"/>
        <source>New game: %1</source>
        <translation>بازی تازه: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="345"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/dialogs.py" line="346"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln بازیکن</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="347"/>
        <source>Who starts</source>
        <translation>چه کسی شروع کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="348"/>
        <source>Seats</source>
        <translation>جایگاه‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="349"/>
        <source>Options</source>
        <translation>گزینه‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="350"/>
        <source>Practice game: undo whole turns, even past cards you have seen</source>
        <translation>بازی تمرینی: واگرد نوبت‌های کامل، حتی از کارت‌هایی که دیده‌ای عقب‌تر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="351"/>
        <source>The deal stays the same. A practice game is not counted in the statistics.</source>
        <translation>کارت‌ها همان‌طور که پخش شده‌اند می‌مانند. بازی تمرینی در آمار شمرده نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="355"/>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="356"/>
        <source>Computer (easy)</source>
        <translation>رایانه (آسان)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="357"/>
        <source>Computer (normal)</source>
        <translation>رایانه (معمولی)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="358"/>
        <source>Computer (hard)</source>
        <translation>رایانه (سخت)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="323"/>
        <source>Each player needs a different name: %1 is used more than once.</source>
        <translation>هر بازیکن نام جداگانه‌ای لازم دارد: %1 بیش از یک بار آمده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="324"/>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="525"/>
        <source>Default</source>
        <translation>پیش‌فرض</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/animals/layout.py" line="37"/>
        <source>Tokens to win</source>
        <translation>نشان برای بردن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="54"/>
        <source>Tactical variant (tactic cards)</source>
        <translation>روش تاکتیکی (کارت‌های تاکتیک)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="55"/>
        <source>Expert variant (claim at the start of your turn)</source>
        <translation>روش حرفه‌ای (تصاحب در آغاز نوبت)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="56"/>
        <source>Number of games</source>
        <translation>تعداد بازی‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="102"/>
        <source>Expert version (the next character is visible)</source>
        <translation>نسخهٔ حرفه‌ای (شخصیت بعدی دیده می‌شود)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="125"/>
        <source>Deck</source>
        <translation>دسته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="126"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="131"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="135"/>
        <source>Coin</source>
        <translation>سکه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="127"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="132"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="136"/>
        <source>Dagger</source>
        <translation>خنجر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="128"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="133"/>
        <source>Amulet</source>
        <translation>طلسم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="129"/>
        <source>Custom (an edition per number)</source>
        <translation>دلخواه (نسخه‌ی هر عدد)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="130"/>
        <source>Custom deck: the edition of each number</source>
        <translation>دسته‌ی دلخواه: نسخه‌ی هر عدد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="134"/>
        <source>Silver token</source>
        <translation>علامت نقره‌ای</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="137"/>
        <source>Memory aid (mark the cards you have seen)</source>
        <translation>کمک حافظه (کارت‌هایی که دیده‌ای نشان‌دار شوند)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="158"/>
        <source>Victory</source>
        <translation>شرط پیروزی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="159"/>
        <source>By rounds won</source>
        <translation>با دورهای برده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="160"/>
        <source>By points</source>
        <translation>با امتیاز</translation>
    </message>
</context>
<context>
    <name>PlagueCards</name>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="35"/>
        <source>Red Trumpet</source>
        <translation>شیپور قرمز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="36"/>
        <source>Green Flower</source>
        <translation>گل سبز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="37"/>
        <source>Blue Shell</source>
        <translation>صدف آبی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="41"/>
        <source>red</source>
        <translation>قرمز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="42"/>
        <source>green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="43"/>
        <source>blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="45"/>
        <source>Plague</source>
        <translation>طاعون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="46"/>
        <source>Priest</source>
        <translation>کشیش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="47"/>
        <source>Fortress</source>
        <translation>دژ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="49"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="53"/>
        <source>On top: %1 points</source>
        <translation>رویِ دسته: %1 امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="57"/>
        <source>Beats all but a winning Fortress.</source>
        <translation>همه را می‌برد، جز دژی که ببرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="61"/>
        <source>On top: %1</source>
        <translation>رویِ دسته: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="65"/>
        <source>Beats %1 when %1 is led. On top of a won pile: %2.</source>
        <translation>وقتی زمینه %1 است، %1 را می‌برد. رویِ دستهٔ برده‌شده: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="69"/>
        <source>Goes on top of the pile of the trick it is in (the strongest Plague does): %1.</source>
        <translation>روی دستهٔ دستی می‌آید که در آن است (قوی‌ترین طاعون): %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="73"/>
        <source>May be played at any time once a Plague has been played this round, but may not lead. Wins the trick unless a Fortress wins it, and goes on top; its winner may move that trick onto one of their piles with a Plague on top, covering it. 0 points.</source>
        <translation>وقتی در این دور طاعونی بازی شده باشد هر زمان بازی می‌شود، ولی با آن نمی‌شود دست را شروع کرد. دست را می‌برد مگر دژ ببرد، و روی دسته می‌آید؛ برنده‌اش می‌تواند آن دست را روی یکی از دسته‌های خودش بگذارد که طاعون رویش است و آن را بپوشاند. ۰ امتیاز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/faces.py" line="79"/>
        <source>May be played at any time. Wins the trick if every other card in it is even, or every other card odd (the Priest counts 0, a Plague its power). On top: %1 points with 2 / 3 / 4 players.</source>
        <translation>هر زمان بازی می‌شود. دست را می‌برد اگر همهٔ کارت‌های دیگرِ دست زوج باشند یا همه فرد (کشیش ۰ حساب می‌شود و طاعون به اندازهٔ قدرتش). رویِ دسته: %1 امتیاز در بازی ۲ / ۳ / ۴ نفره.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/plague/faces.py" line="118"/>
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 امتیاز</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlagueTable</name>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="253"/>
        <source>wins</source>
        <translation>برنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="356"/>
        <source>Points: %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="357"/>
        <source>Total: %1</source>
        <translation>کل: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="360"/>
        <source>Rounds: %1</source>
        <translation>دورها: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="362"/>
        <source>dealer</source>
        <translation>پخش‌کننده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="367"/>
        <source>Red beats green</source>
        <translation>قرمز سبز را می‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="367"/>
        <source>Green beats blue</source>
        <translation>سبز آبی را می‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="367"/>
        <source>Blue beats red</source>
        <translation>آبی قرمز را می‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="374"/>
        <source>Round %1 · trick %2 of %3</source>
        <translation>دور %1، دست %2 از %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="386"/>
        <source>A Plague was led</source>
        <translation>دست با طاعون شروع شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="388"/>
        <source>A Plague was led; lead colour: %1</source>
        <translation>دست با طاعون شروع شد؛ رنگ زمینه: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="390"/>
        <source>Lead colour: %1</source>
        <translation>رنگ زمینه: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/plague/layout.py" line="398"/>
        <source>%1: %Ln card(s) in hand.</source>
        <translation>
            <numerusform>%1: %Ln کارت در دست.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="400"/>
        <source>Piles won this round: %1, worth %2.</source>
        <translation>دسته‌های برده‌شده در این دور: %1، به ارزش %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="416"/>
        <source>Holds no: %1 (shown by their play).</source>
        <translation>ندارد: %1 (از بازی‌اش پیداست).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="416"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/layout.py" line="429"/>
        <source>Keep it apart</source>
        <translation>جدا نگه دار</translation>
    </message>
</context>
<context>
    <name>PlagueWords</name>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="33"/>
        <location filename="../cardtable/ui/games/plague/words.py" line="36"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="43"/>
        <source>You won the trick with the Priest: click one of your piles with a Plague on top to cover it, or keep the trick as a pile of its own.</source>
        <translation>دست را با کشیش بردی: روی یکی از دسته‌هایت که طاعون رویش است بزن تا کشیش آن را بپوشاند، یا این دست را دستهٔ جداگانه نگه دار.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="47"/>
        <source>Your lead: play a card (not the Priest; a Plague only if you hold nothing else).</source>
        <translation>شروع دست با توست: کارتی بازی کن (نه کشیش؛ طاعون فقط اگر جز آن چیزی نداری).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="50"/>
        <source>A Plague was led: play a Plague if you can.</source>
        <translation>دست با طاعون شروع شد: اگر طاعون داری، طاعون بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="53"/>
        <source>A Plague was led: play a Plague if you can, else follow red.</source>
        <translation>دست با طاعون شروع شد: اگر طاعون داری طاعون بازی کن، وگرنه قرمز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="54"/>
        <source>A Plague was led: play a Plague if you can, else follow green.</source>
        <translation>دست با طاعون شروع شد: اگر طاعون داری طاعون بازی کن، وگرنه سبز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="55"/>
        <source>A Plague was led: play a Plague if you can, else follow blue.</source>
        <translation>دست با طاعون شروع شد: اگر طاعون داری طاعون بازی کن، وگرنه آبی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="59"/>
        <source>The Fortress was led: play any card.</source>
        <translation>دست با دژ شروع شد: هر کارتی بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="62"/>
        <source>You hold no red, so you need not follow it: play any card you may.</source>
        <translation>قرمز نداری، پس لازم نیست از آن پیروی کنی: هر کارتی که مجاز است بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="63"/>
        <source>You hold no green, so you need not follow it: play any card you may.</source>
        <translation>سبز نداری، پس لازم نیست از آن پیروی کنی: هر کارتی که مجاز است بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="64"/>
        <source>You hold no blue, so you need not follow it: play any card you may.</source>
        <translation>آبی نداری، پس لازم نیست از آن پیروی کنی: هر کارتی که مجاز است بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="68"/>
        <source>Follow red if you can.</source>
        <translation>اگر قرمز داری، قرمز بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="69"/>
        <source>Follow green if you can.</source>
        <translation>اگر سبز داری، سبز بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="70"/>
        <source>Follow blue if you can.</source>
        <translation>اگر آبی داری، آبی بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="79"/>
        <source>The Priest may not lead a trick.</source>
        <translation>با کشیش نمی‌شود دست را شروع کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="81"/>
        <source>A Plague may lead only when you hold nothing but Plagues.</source>
        <translation>با طاعون فقط وقتی می‌شود دست را شروع کرد که جز طاعون چیزی در دست نداشته باشی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="83"/>
        <source>The Priest may be played only once a Plague has been played this round.</source>
        <translation>کشیش را فقط وقتی می‌شود بازی کرد که در این دور طاعونی بازی شده باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="85"/>
        <source>A Plague was led: you must play a Plague.</source>
        <translation>دست با طاعون شروع شد: باید طاعون بازی کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="88"/>
        <source>You must follow red: play a Red Trumpet.</source>
        <translation>باید از رنگ زمینه پیروی کنی: یک شیپور قرمز بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="89"/>
        <source>You must follow green: play a Green Flower.</source>
        <translation>باید از رنگ زمینه پیروی کنی: یک گل سبز بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="90"/>
        <source>You must follow blue: play a Blue Shell.</source>
        <translation>باید از رنگ زمینه پیروی کنی: یک صدف آبی بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="94"/>
        <source>The Priest may cover only a pile with a Plague on top.</source>
        <translation>کشیش فقط دسته‌ای را می‌پوشاند که طاعون رویش است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="100"/>
        <source>covers your pile with %1 on top</source>
        <translation>دستهٔ تو را که %1 رویش است می‌پوشاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="103"/>
        <source>the Fortress&apos;s parity is certain: every other card is even</source>
        <translation>دژ حتماً می‌برد: همهٔ کارت‌های دیگرِ دست زوج‌اند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="104"/>
        <source>the Fortress&apos;s parity is certain: every other card is odd</source>
        <translation>دژ حتماً می‌برد: همهٔ کارت‌های دیگرِ دست فردند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="106"/>
        <source>wins the trick with the cheapest winning card</source>
        <translation>دست را با ارزان‌ترین کارتِ برنده می‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="108"/>
        <source>takes the trick for now with the cheapest card that does</source>
        <translation>فعلاً دست را با ارزان‌ترین کارتِ برنده می‌گیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="111"/>
        <source>the Priest beats all but the Fortress: it may then cover your pile with %1 on top</source>
        <translation>کشیش همه را جز دژ می‌برد: بعد می‌تواند دستهٔ تو را که %1 رویش است بپوشاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="116"/>
        <source>the Priest beats all but the Fortress and goes on top instead of %1</source>
        <translation>کشیش همه را جز دژ می‌برد و به‌جای %1 روی دسته می‌آید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="120"/>
        <source>dumps a Plague on the trick of the leader, %1</source>
        <translation>طاعونی را در دستِ پیشتاز، %1، می‌اندازد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="122"/>
        <source>dumps a Plague on the trick %1 is winning</source>
        <translation>طاعونی را در دستی می‌اندازد که %1 دارد می‌برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="124"/>
        <source>follows low: cannot win this trick</source>
        <translation>کارتِ پایین می‌دهد: این دست را نمی‌تواند ببرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="126"/>
        <source>sheds a high card: cannot win this trick, and low cards score more on top</source>
        <translation>کارتی بالا را رد می‌کند: این دست را نمی‌تواند ببرد و کارت‌های پایین روی دسته امتیاز بیشتری دارند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="128"/>
        <source>keeps the Priest to cover a Plague pile later</source>
        <translation>کشیش را نگه می‌دارد تا بعداً دسته‌ای با طاعون را بپوشاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="131"/>
        <source>leads red: nobody is known to hold no red</source>
        <translation>قرمز را شروع می‌کند: از کسی معلوم نیست که قرمز ندارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="132"/>
        <source>leads green: nobody is known to hold no green</source>
        <translation>سبز را شروع می‌کند: از کسی معلوم نیست که سبز ندارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="133"/>
        <source>leads blue: nobody is known to hold no blue</source>
        <translation>آبی را شروع می‌کند: از کسی معلوم نیست که آبی ندارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="143"/>
        <source>Round %1: %2 deals, you lead the first trick.</source>
        <translation>دور %1: %2 پخش می‌کند و تو دست اول را شروع می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="144"/>
        <source>Round %1: %2 deals, %3 leads the first trick.</source>
        <translation>دور %1: %2 پخش می‌کند و %3 دست اول را شروع می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="151"/>
        <source>%1 cards each; %2 cards are out of the round, unseen.</source>
        <translation>هر نفر %1 کارت؛ %2 کارت نادیده از دور بیرون است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="160"/>
        <source>You are dealt %2.</source>
        <translation>کارت‌های تو: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="160"/>
        <source>%1 is dealt %2.</source>
        <translation>کارت‌های %1: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="165"/>
        <source>You play %2.</source>
        <translation>تو %2 بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="165"/>
        <source>%1 plays %2.</source>
        <translation>%1 %2 بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="175"/>
        <source>You win the trick with the Fortress: every other card is even.</source>
        <translation>دست را با دژ می‌بری: همهٔ کارت‌های دیگر زوج‌اند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="176"/>
        <source>%1 wins the trick with the Fortress: every other card is even.</source>
        <translation>%1 دست را با دژ می‌برد: همهٔ کارت‌های دیگر زوج‌اند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="181"/>
        <source>You win the trick with the Fortress: every other card is odd.</source>
        <translation>دست را با دژ می‌بری: همهٔ کارت‌های دیگر فردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="182"/>
        <source>%1 wins the trick with the Fortress: every other card is odd.</source>
        <translation>%1 دست را با دژ می‌برد: همهٔ کارت‌های دیگر فردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="187"/>
        <source>You win the trick with the Priest.</source>
        <translation>دست را با کشیش می‌بری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="187"/>
        <source>%1 wins the trick with the Priest.</source>
        <translation>%1 دست را با کشیش می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="192"/>
        <source>You win the trick with %2: %3 beats %4.</source>
        <translation>دست را با %2 می‌بری: %3 %4 را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="193"/>
        <source>%1 wins the trick with %2: %3 beats %4.</source>
        <translation>%1 دست را با %2 می‌برد: %3 %4 را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="201"/>
        <source>You win the trick with %2, the highest %3.</source>
        <translation>دست را با %2، بالاترین %3، می‌بری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="202"/>
        <source>%1 wins the trick with %2, the highest %3.</source>
        <translation>%1 دست را با %2، بالاترین %3، می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="209"/>
        <source>You win the trick of Plagues with %2, the strongest.</source>
        <translation>دستِ طاعون‌ها را با %2، قوی‌ترینشان، می‌بری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="210"/>
        <source>%1 wins the trick of Plagues with %2, the strongest.</source>
        <translation>%1 دستِ طاعون‌ها را با %2، قوی‌ترینشان، می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="217"/>
        <source>It goes on top (%1).</source>
        <translation>همان روی دسته می‌آید (%1).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="219"/>
        <source>%1 goes on top instead (%2).</source>
        <translation>به جای آن %1 روی دسته می‌آید (%2).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="227"/>
        <source>You keep the Priest&apos;s trick as a pile of its own.</source>
        <translation>دستِ کشیش را دستهٔ جداگانه نگه می‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="228"/>
        <source>%1 keeps the Priest&apos;s trick as a pile of its own.</source>
        <translation>%1 دستِ کشیش را دستهٔ جداگانه نگه می‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="232"/>
        <source>You move the Priest&apos;s trick onto your pile with %2 on top: the Priest covers it (%3 cards).</source>
        <translation>دستِ کشیش را روی دسته‌ات با %2 در رو می‌گذاری: کشیش آن را می‌پوشاند (%3 کارت).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="233"/>
        <source>%1 moves the Priest&apos;s trick onto their pile with %2 on top: the Priest covers it (%3 cards).</source>
        <translation>%1 دستِ کشیش را روی دسته‌اش با %2 در رو می‌گذارد: کشیش آن را می‌پوشاند (%3 کارت).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="245"/>
        <source>Round %1 over: you win it with %2.</source>
        <translation>دور %1 تمام شد: تو با %2 آن را بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="248"/>
        <source>Round %1 over: %2 wins it with %3.</source>
        <translation>دور %1 تمام شد: %2 با %3 آن را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="251"/>
        <source>Round %1 over: %2 share it with %3 each.</source>
        <translation>دور %1 تمام شد: %2 هر کدام با %3 آن را بردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="267"/>
        <source>You win the match: %1 rounds won.</source>
        <translation>تو بازی را بردی: %1 دور برده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="268"/>
        <source>%1 wins the match: %2 rounds won.</source>
        <translation>%1 بازی را برد: %2 دور برده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="270"/>
        <source>You win the match with %1.</source>
        <translation>تو با %1 بازی را بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="271"/>
        <source>%1 wins the match with %2.</source>
        <translation>%1 با %2 بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="276"/>
        <source>Victory: the first to %1 points</source>
        <translation>پیروزی: اولین کسی که به %1 امتیاز برسد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="277"/>
        <source>Victory: the first to win %1 rounds</source>
        <translation>پیروزی: اولین کسی که %1 دور ببرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="305"/>
        <source>no trick</source>
        <translation>بی‌دست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="307"/>
        <source>%1: %2 = %3 (total %4)</source>
        <translation>%1: %2 = %3 (کل %4)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="314"/>
        <source>rounds won: %1</source>
        <translation>دورهای برده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="322"/>
        <source>Round %1 over</source>
        <translation>پایان دور %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="326"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="330"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="334"/>
        <source>The first to win %1 rounds wins the match.</source>
        <translation>اولین کسی که %1 دور ببرد بازی را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/plague/words.py" line="337"/>
        <source>The first to reach %1 points wins the match (if several do in the same round, the highest total; after %2 rounds, the highest total).</source>
        <translation>اولین کسی که به %1 امتیاز برسد بازی را می‌برد (اگر چند نفر در یک دور برسند، بیشترین امتیاز کل؛ پس از %2 دور، بیشترین امتیاز کل).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="14"/>
        <source>Off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="15"/>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="16"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="17"/>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="89"/>
        <source>Preferences</source>
        <translation>ترجیحات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="90"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="91"/>
        <source>Animation speed</source>
        <translation>سرعت پویانمایی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="92"/>
        <source>New computer players</source>
        <translation>بازیکن‌های رایانه‌ای تازه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="94"/>
        <source>System language</source>
        <translation>زبان سیستم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="99"/>
        <source>Show the card-counting panel</source>
        <translation>نمایش جدول شمارش کارت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="100"/>
        <source>Ask before ending a game in progress</source>
        <translation>پیش از پایان دادن به بازیِ در جریان بپرس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="101"/>
        <source>Hot-seat: cover the table between players&apos; turns</source>
        <translation>چند نفر پشت یک رایانه: میان نوبت بازیکن‌ها روی میز را بپوشان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/preferences.py" line="102"/>
        <source>Hot-seat: allow undo (every player agrees)</source>
        <translation>چند نفر پشت یک رایانه: واگرد مجاز باشد (همهٔ بازیکن‌ها موافق‌اند)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../cardtable/ui/i18n.py" line="157"/>
        <source>Folder</source>
        <translation>پوشه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/i18n.py" line="158"/>
        <source>Drive</source>
        <translation>درایو</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../cardtable/ui/i18n.py" line="155"/>
        <source>&amp;Look in:</source>
        <translation>&amp;جستجو در:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/i18n.py" line="156"/>
        <source>Files of &amp;type:</source>
        <translation>پرونده‌هایی از &amp;نوع:</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <location filename="../cardtable/ui/replay.py" line="219"/>
        <source>Move %1 of %2</source>
        <translation>حرکت %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="225"/>
        <source>Pause</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="225"/>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="236"/>
        <source>Replay: %1 (every hand face up)</source>
        <translation>بازپخش: %1 (همهٔ دست‌ها رو)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="237"/>
        <source>First</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="238"/>
        <source>Previous</source>
        <translation>قبلی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="239"/>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="240"/>
        <source>Last</source>
        <translation>پایان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/replay.py" line="241"/>
        <source>Close replay</source>
        <translation>بستن بازپخش</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs.py" line="752"/>
        <source>Rules: %1</source>
        <translation>قوانین: %1</translation>
    </message>
</context>
<context>
    <name>SaveManager</name>
    <message>
        <location filename="../cardtable/ui/saving.py" line="216"/>
        <location filename="../cardtable/ui/saving.py" line="276"/>
        <source>Autosave failed</source>
        <translation>ذخیرهٔ خودکار انجام نشد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="218"/>
        <source>The unfinished game could not be kept in Saved games (%1), so this game is not saved automatically; the unfinished one stays offered as Continue.</source>
        <translation>بازی نیمه‌تمام در بازی‌های ذخیره‌شده نگه داشته نشد (%1)، پس این بازی خودکار ذخیره نمی‌شود؛ بازی نیمه‌تمام همچنان برای ادامه پیشنهاد می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="230"/>
        <source>The unfinished game was kept in Saved games.</source>
        <translation>بازی نیمه‌تمام در بازی‌های ذخیره‌شده نگه داشته شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="243"/>
        <location filename="../cardtable/ui/saving.py" line="249"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="245"/>
        <source>Continue %1, or start a new game?</source>
        <translation>%1 را ادامه می‌دهی یا بازی جدیدی شروع می‌کنی؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="246"/>
        <source>The unfinished game is kept in Saved games.</source>
        <translation>بازی نیمه‌تمام در بازی‌های ذخیره‌شده نگه داشته می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="247"/>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="277"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>بازی به‌طور خودکار ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="305"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="306"/>
        <source>The result of this game could not be added to the statistics: %1</source>
        <translation>نتیجهٔ این بازی به آمار افزوده نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="329"/>
        <source>cardtable games (*%1)</source>
        <translation>بازی‌های cardtable (*%1)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="364"/>
        <location filename="../cardtable/ui/saving.py" line="377"/>
        <source>Save game</source>
        <translation>ذخیرهٔ بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="378"/>
        <source>The game could not be saved: %1</source>
        <translation>بازی ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="385"/>
        <source>Game saved as %1</source>
        <translation>بازی در %1 ذخیره شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="396"/>
        <location filename="../cardtable/ui/saving.py" line="422"/>
        <location filename="../cardtable/ui/saving.py" line="469"/>
        <location filename="../cardtable/ui/saving.py" line="490"/>
        <source>Open game</source>
        <translation>باز کردن بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="423"/>
        <source>Opening “%1”…</source>
        <translation>در حال باز کردن «%1»…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="424"/>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="473"/>
        <source>This game was saved under version %1 of the rules of %2; this version of cardtable plays version %3.</source>
        <translation>این بازی با نسخهٔ %1 قوانین %2 ذخیره شده است؛ این نسخهٔ cardtable نسخهٔ %3 را بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="480"/>
        <source>Every move in it is still allowed, so it opens; from here on the current rules apply.</source>
        <translation>همهٔ حرکت‌های آن هنوز مجازند، پس باز می‌شود؛ از این پس قوانین کنونی به کار می‌روند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="492"/>
        <source>“%1” cannot be opened.</source>
        <translation>«%1» باز نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="493"/>
        <source>The file was not changed.</source>
        <translation>پرونده تغییری نکرد.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="165"/>
        <source>Saved games</source>
        <translation>بازی‌های ذخیره‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="168"/>
        <source>No saved games yet. Game → Save As… keeps one here, and so does starting a new game while another is unfinished.</source>
        <translation>هنوز بازی ذخیره‌شده‌ای نیست. «بازی ← ذخیره با نام…» بازی را اینجا نگه می‌دارد؛ شروع بازی جدید وقتی بازی دیگری نیمه‌تمام است هم همین کار را می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="172"/>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
</context>
<context>
    <name>SavedGamesModel</name>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="60"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="61"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="62"/>
        <source>Saved</source>
        <translation>ذخیره‌شده در</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="63"/>
        <source>Position</source>
        <translation>وضعیت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="64"/>
        <source>File</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="94"/>
        <source>%1 (practice game)</source>
        <translation>%1 (بازی تمرینی)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="98"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="100"/>
        <source>%1 (computer: %2)</source>
        <translation>%1 (رایانه: %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/saved_games.py" line="110"/>
        <source>Over after %Ln move(s)</source>
        <translation>
            <numerusform>تمام‌شده پس از %Ln حرکت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/saved_games.py" line="111"/>
        <source>%Ln move(s) played</source>
        <translation>
            <numerusform>%Ln حرکت انجام شده</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saved_games.py" line="111"/>
        <source>Not started</source>
        <translation>شروع نشده</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../cardtable/ui/saving.py" line="35"/>
        <source>The file cannot be read.</source>
        <translation>پرونده خوانده نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="36"/>
        <source>The file is far too large to be a saved game.</source>
        <translation>این پرونده بزرگ‌تر از آن است که بازیِ ذخیره‌شده باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="37"/>
        <source>The file is damaged or incomplete.</source>
        <translation>پرونده آسیب دیده یا ناقص است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="38"/>
        <source>This is not a cardtable saved game.</source>
        <translation>این پرونده بازیِ ذخیره‌شدهٔ cardtable نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="40"/>
        <source>This game was saved by a newer version of cardtable. Please update cardtable to open it.</source>
        <translation>این بازی با نسخهٔ تازه‌تری از cardtable ذخیره شده است. برای باز کردنش cardtable را به‌روز کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="44"/>
        <source>The file has an unknown save format version.</source>
        <translation>نسخهٔ قالب ذخیرهٔ این پرونده ناشناخته است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="46"/>
        <source>The saved game is damaged: some of its data is missing or wrong.</source>
        <translation>بازیِ ذخیره‌شده آسیب دیده است: بخشی از داده‌هایش نیست یا نادرست است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="49"/>
        <source>The saved game is of a game this version does not have.</source>
        <translation>بازیِ ذخیره‌شده از بازی‌ای است که این نسخه ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="52"/>
        <source>The saved game has options or a number of players the game does not allow.</source>
        <translation>گزینه‌ها یا شمار بازیکن‌های بازیِ ذخیره‌شده را قواعد بازی نمی‌پذیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="55"/>
        <source>The saved game contains a move the rules do not allow; it was changed or damaged.</source>
        <translation>بازیِ ذخیره‌شده حرکتی دارد که قواعد اجازه نمی‌دهد؛ پرونده تغییر کرده یا آسیب دیده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="58"/>
        <source>The game was saved under another version of its rules, and one of its moves is not allowed by the rules this version of cardtable plays.</source>
        <translation>این بازی با نسخهٔ دیگری از قوانینش ذخیره شده است و یکی از حرکت‌های آن در قوانینی که این نسخهٔ cardtable بازی می‌کند مجاز نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/saving.py" line="80"/>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 یک پرونده است، نه پوشه.</translation>
    </message>
</context>
<context>
    <name>SchottenCards</name>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="25"/>
        <source>green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="26"/>
        <source>purple</source>
        <translation>بنفش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="27"/>
        <source>blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="28"/>
        <source>red</source>
        <translation>قرمز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="29"/>
        <source>yellow</source>
        <translation>زرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="30"/>
        <source>orange</source>
        <translation>نارنجی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="42"/>
        <source>Joker</source>
        <translation>جوکر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="43"/>
        <source>Spy</source>
        <translation>جاسوس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="44"/>
        <source>Shield Bearer</source>
        <translation>سپر نگهدارنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="45"/>
        <source>Blind-Man&apos;s Bluff</source>
        <translation>بلوف مرد کور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="46"/>
        <source>Mud Fight</source>
        <translation>مبارزه گِلی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="47"/>
        <source>Recruiter</source>
        <translation>استخدام کننده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="48"/>
        <source>Strategist</source>
        <translation>استراتژیست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="49"/>
        <source>Banshee</source>
        <translation>بانشی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="50"/>
        <source>Traitor</source>
        <translation>خائن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="55"/>
        <source>elite troop</source>
        <translation>نیروی نخبه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="56"/>
        <source>combat mode</source>
        <translation>حالت مبارزه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="57"/>
        <source>ruse</source>
        <translation>حیله</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="60"/>
        <source>Any colour and value, chosen at the claim. One per player.</source>
        <translation>هر رنگ و ارزشی، هنگام تصاحب انتخاب می‌شود. هر بازیکن فقط یکی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="61"/>
        <source>A 7 of any colour, chosen at the claim.</source>
        <translation>یک ۷ به هر رنگی، هنگام تصاحب انتخاب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="62"/>
        <source>A 1, 2 or 3 of any colour, chosen at the claim.</source>
        <translation>یک ۱، ۲ یا ۳ به هر رنگی، هنگام تصاحب انتخاب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="63"/>
        <source>On a stone: only the sum counts.</source>
        <translation>روی یک سنگ: فقط جمع حساب است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="64"/>
        <source>On a stone: four cards per side.</source>
        <translation>روی یک سنگ: چهار کارت در هر طرف.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="65"/>
        <source>Draw three cards, put two back under their decks.</source>
        <translation>سه کارت بکش، دو کارت را زیر دِک‌هایشان برگردان.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="66"/>
        <source>Move one of your cards to another stone, or discard it.</source>
        <translation>یکی از کارت‌هایت را به سنگ دیگری ببر یا دور بینداز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="67"/>
        <source>Discard one of your opponent&apos;s cards.</source>
        <translation>یکی از کارت‌های حریف را دور بینداز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="68"/>
        <source>Take an opponent&apos;s clan card to your side.</source>
        <translation>یک کارت قبیلهٔ حریف را به طرف خودت بیاور.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="71"/>
        <source>Elite troop: a clan card whose colour and value are chosen when the stone is claimed. Each player may have only one Joker on their side; a second Joker drawn stays in hand for the rest of the game.</source>
        <translation>نیروی نخبه: کارت قبیله‌ای که رنگ و ارزشش هنگام تصاحب سنگ انتخاب می‌شود. هر بازیکن فقط یک جوکر می‌تواند در طرف خود داشته باشد؛ جوکر دومی که بکشد تا پایان بازی در دستش می‌ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="76"/>
        <source>Elite troop: a clan card of value 7 whose colour is chosen when the stone is claimed.</source>
        <translation>نیروی نخبه: کارت قبیله‌ای با ارزش ۷ که رنگش هنگام تصاحب سنگ انتخاب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="79"/>
        <source>Elite troop: a clan card of value 1, 2 or 3 whose colour is chosen when the stone is claimed.</source>
        <translation>نیروی نخبه: کارت قبیله‌ای با ارزش ۱، ۲ یا ۳ که رنگش هنگام تصاحب سنگ انتخاب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="83"/>
        <source>Combat mode, placed on an unclaimed stone: that stone is won by the higher sum of values only, formations ignored.</source>
        <translation>حالت مبارزه، روی سنگی تصاحب‌نشده گذاشته می‌شود: آن سنگ را فقط جمع بیشتر ارزش‌ها می‌برد و ترکیب‌ها نادیده گرفته می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="88"/>
        <source>Combat mode, placed on an unclaimed stone: that stone needs four cards on each side.</source>
        <translation>حالت مبارزه، روی سنگی تصاحب‌نشده گذاشته می‌شود: آن سنگ در هر طرف چهار کارت می‌خواهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="91"/>
        <source>Ruse: draw three cards from either or both decks, then put two cards of your choice from your hand on the bottom of their decks. It replaces the normal draw.</source>
        <translation>حیله: سه کارت از یکی یا هر دو دِک بکش، سپس دو کارت دلخواه از دستت را زیر دِک‌هایشان بگذار. این به‌جای کشیدن معمول آن نوبت است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="96"/>
        <source>Ruse: move one of your own clan or tactic cards from an unclaimed stone to another unclaimed stone on your side, or discard it face up.</source>
        <translation>حیله: یکی از کارت‌های قبیله یا تاکتیک خودت را از کنار سنگی تصاحب‌نشده به کنار سنگ تصاحب‌نشدهٔ دیگری در طرف خودت ببر، یا آن را رو دور بینداز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="101"/>
        <source>Ruse: discard face up one of your opponent&apos;s clan or tactic cards next to an unclaimed stone.</source>
        <translation>حیله: یکی از کارت‌های قبیله یا تاکتیک حریف را که کنار سنگی تصاحب‌نشده است رو دور بینداز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="104"/>
        <source>Ruse: take one of your opponent&apos;s clan cards from an unclaimed stone and place it next to an unclaimed stone on your side.</source>
        <translation>حیله: یکی از کارت‌های قبیلهٔ حریف را از کنار سنگی تصاحب‌نشده بردار و کنار سنگی تصاحب‌نشده در طرف خودت بگذار.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="113"/>
        <source>colour-run</source>
        <translation>رنگ-توالی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="114"/>
        <source>three of a kind</source>
        <translation>سه از یک نوع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="115"/>
        <source>four of a kind</source>
        <translation>چهار از یک نوع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="116"/>
        <source>colour</source>
        <translation>رنگ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="117"/>
        <source>run</source>
        <translation>توالی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="118"/>
        <source>sum</source>
        <translation>جمع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="124"/>
        <source>Three cards of one colour with consecutive values.</source>
        <translation>سه کارت هم‌رنگ با ارزش‌های پشت سر هم.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="129"/>
        <source>Three cards of the same value.</source>
        <translation>سه کارت با ارزش یکسان.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="132"/>
        <source>Three cards of one colour.</source>
        <translation>سه کارت هم‌رنگ.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="135"/>
        <source>Three consecutive values, any colours.</source>
        <translation>سه ارزش پشت سر هم، با هر رنگی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="140"/>
        <source>Anything else: only the sum counts.</source>
        <translation>هر چیز دیگر: فقط جمع حساب است.</translation>
    </message>
</context>
<context>
    <name>SchottenTable</name>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="151"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="260"/>
        <source>Tactic card</source>
        <translation>کارت تاکتیک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/faces.py" line="270"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="45"/>
        <source>Formations, strongest first</source>
        <translation>ترکیب‌ها، از قوی‌ترین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="55"/>
        <source>Equal formations: the higher sum wins; still equal: whoever completed their side first.</source>
        <translation>ترکیب‌های برابر: جمع بیشتر می‌برد؛ اگر باز برابر بود: کسی که طرف خود را زودتر کامل کرده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="59"/>
        <source>Mud Fight: the same formations with four cards (four of a kind).</source>
        <translation>مبارزه گِلی: همین ترکیب‌ها با چهار کارت (چهار از یک نوع).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="60"/>
        <source>Blind-Man&apos;s Bluff: only the sum counts.</source>
        <translation>بلوف مرد کور: فقط جمع حساب است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="61"/>
        <source>Elite troops (Joker, Spy, Shield Bearer) take the colour and value that make their side strongest.</source>
        <translation>نیروهای نخبه (جوکر، جاسوس، سپر نگهدارنده) رنگ و ارزشی می‌گیرند که طرفشان را از همه قوی‌تر کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="360"/>
        <source>Discard pile</source>
        <translation>کارت‌های دورریخته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="362"/>
        <source>The discard pile is empty.</source>
        <translation>هنوز کارتی دور ریخته نشده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="363"/>
        <source>Top card first:</source>
        <translation>از رویی‌ترین کارت:</translation>
    </message>
</context>
<context>
    <name>SchottenTottenTable</name>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="247"/>
        <source>Clan: %1</source>
        <translation>قبیله: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="248"/>
        <source>Tactics: %1</source>
        <translation>تاکتیک: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="249"/>
        <source>Discard: %1</source>
        <translation>دورریخته: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="256"/>
        <source>Discard pile: click to look through it</source>
        <translation>کارت‌های دورریخته: برای دیدنشان کلیک کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="264"/>
        <source>Formations</source>
        <translation>ترکیب‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="265"/>
        <source>The formations, strongest first, with examples</source>
        <translation>ترکیب‌ها از قوی‌ترین، با نمونه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="272"/>
        <source>Stones: %1</source>
        <translation>سنگ‌ها: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="274"/>
        <source>Points: %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="276"/>
        <source>Tactics played: %1</source>
        <translation>تاکتیک بازی‌شده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="281"/>
        <source>Stone %1</source>
        <translation>سنگ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="285"/>
        <source>Claimed by %1</source>
        <translation>تصاحب‌شده به دست %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="287"/>
        <source>Claimed early, by proof: no remaining card could beat that formation.</source>
        <translation>زودتر با اثبات تصاحب شد: هیچ کارت باقی‌مانده‌ای نمی‌توانست آن ترکیب را شکست دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="294"/>
        <source>Pass</source>
        <translation>رد کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="294"/>
        <source>Done claiming</source>
        <translation>پایان تصاحب</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="294"/>
        <source>Discard it</source>
        <translation>دورش بینداز</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="259"/>
        <source>%Ln card(s) in hand</source>
        <translation>
            <numerusform>%Ln کارت در دست</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="261"/>
        <source>%1 (tactic cards: %2)</source>
        <translation>%1 (کارت‌های تاکتیک: %2)</translation>
    </message>
</context>
<context>
    <name>SchottenTottenWords</name>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="83"/>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="260"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="92"/>
        <source>%1, you cannot play a clan card: play a tactic card or pass.</source>
        <translation>%1، نمی‌توانی کارت قبیله بازی کنی: کارت تاکتیک بازی کن یا رد کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="94"/>
        <source>%1, you cannot play a clan card: pass.</source>
        <translation>%1، نمی‌توانی کارت قبیله بازی کنی: رد کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="97"/>
        <source>%1, your turn: choose a card to play.</source>
        <translation>%1، نوبت توست: کارتی را برای بازی انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="101"/>
        <source>Choose the stone to put %1 on.</source>
        <translation>سنگی را که %1 روی آن گذاشته شود انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="102"/>
        <source>Choose a stone on your side for %1.</source>
        <translation>برای %1 سنگی در طرف خودت انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="106"/>
        <source>Strategist: choose one of your cards to move or discard.</source>
        <translation>استراتژیست: یکی از کارت‌هایت را برای جابه‌جا کردن یا دور انداختن انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="108"/>
        <source>Banshee: choose one of your opponent&apos;s cards to discard.</source>
        <translation>بانشی: یکی از کارت‌های حریف را برای دور انداختن انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="109"/>
        <source>Traitor: choose one of your opponent&apos;s clan cards to take.</source>
        <translation>خائن: یکی از کارت‌های قبیلهٔ حریف را برای برداشتن انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="113"/>
        <source>Strategist: choose another stone for %1, or discard it.</source>
        <translation>استراتژیست: برای %1 سنگ دیگری انتخاب کن یا دورش بینداز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="114"/>
        <source>Traitor: choose a stone on your side for %1.</source>
        <translation>خائن: برای %1 سنگی در طرف خودت انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="117"/>
        <source>Start of your turn: click a highlighted stone to claim it, or Done claiming.</source>
        <translation>آغاز نوبتت: روی سنگ برجسته کلیک کن تا تصاحبش کنی، یا «پایان تصاحب».</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="119"/>
        <source>Click a highlighted stone to claim it, or Done claiming.</source>
        <translation>روی سنگ برجسته کلیک کن تا تصاحبش کنی، یا «پایان تصاحب».</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="125"/>
        <source>Draw a card: click the clan deck or the tactic deck.</source>
        <translation>یک کارت بکش: روی دِک قبیله یا دِک تاکتیک کلیک کن.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="127"/>
        <source>Recruiter: draw %Ln more card(s): click a deck.</source>
        <translation>
            <numerusform>استخدام کننده: %Ln کارت دیگر بکش: روی یک دِک کلیک کن.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="129"/>
        <source>Recruiter: choose %Ln card(s) to put back under their decks.</source>
        <translation>
            <numerusform>استخدام کننده: %Ln کارت برای برگرداندن به زیر دِک‌هایشان انتخاب کن.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="135"/>
        <source>%1% chance to win this game</source>
        <translation>%1٪ شانس بردن این بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="143"/>
        <source>claims stone %1</source>
        <translation>سنگ %1 را تصاحب می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="146"/>
        <source>completes a %1 at stone %2</source>
        <translation>در سنگ %2 یک %1 کامل می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="151"/>
        <source>only a sum is still possible at stone %1</source>
        <translation>در سنگ %1 فقط «جمع» هنوز ممکن است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="154"/>
        <source>can become a %1 at stone %2</source>
        <translation>در سنگ %2 می‌تواند %1 شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="159"/>
        <source>starts your side of stone %1</source>
        <translation>سمت تو از سنگ %1 را شروع می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="161"/>
        <source>stone %1 then needs four cards a side</source>
        <translation>سنگ %1 از آن پس در هر طرف چهار کارت می‌خواهد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="163"/>
        <source>only the sums count at stone %1 then</source>
        <translation>از آن پس در سنگ %1 فقط «جمع» حساب می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="165"/>
        <source>discards the %1 at stone %2</source>
        <translation>%1 را در سنگ %2 دور می‌اندازد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="166"/>
        <source>takes the %1 from stone %2</source>
        <translation>%1 را از سنگ %2 می‌گیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="167"/>
        <source>moves or discards your %1 at stone %2</source>
        <translation>کارت %1 خودت را در سنگ %2 جابه‌جا می‌کند یا دور می‌اندازد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="172"/>
        <source>draws three cards and puts two back</source>
        <translation>سه کارت می‌کشد و دو کارت را زیر دِک برمی‌گرداند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="181"/>
        <source>You may not play a tactic card yet: you have played one more than %1.</source>
        <translation>هنوز نمی‌توانی کارت تاکتیک بازی کنی: یکی بیشتر از %1 بازی کرده‌ای.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="185"/>
        <source>You may not play your other Joker: each player plays only one Joker.</source>
        <translation>جوکر دیگرت را نمی‌توانی بازی کنی: هر بازیکن فقط یک جوکر بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="188"/>
        <source>%1 needs a free place on your side of a stone: there is none.</source>
        <translation>%1 جای خالی کنار یک سنگ در سمت تو می‌خواهد: هیچ جای خالی‌ای نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="191"/>
        <source>%1 has nothing to act on now.</source>
        <translation>%1 اکنون چیزی برای اثر گذاشتن ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="194"/>
        <source>You have claimed stone %1 already.</source>
        <translation>سنگ %1 را خودت پیش‌تر تصاحب کرده‌ای.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="196"/>
        <source>Stone %1 is claimed by %2.</source>
        <translation>سنگ %1 را %2 تصاحب کرده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="198"/>
        <source>Stone %1 already has %2.</source>
        <translation>سنگ %1 از پیش %2 دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="200"/>
        <source>Your side of stone %1 is full.</source>
        <translation>سمت تو از سنگ %1 پر است.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="203"/>
        <source>You can claim stone %1 once your side of it is complete: it needs %Ln more card(s).</source>
        <translation>
            <numerusform>سنگ %1 را وقتی می‌توانی تصاحب کنی که سمت تو از آن کامل شده باشد: %Ln کارت دیگر لازم دارد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="212"/>
        <source>You cannot claim stone %1: %2&apos;s formation there is as strong as yours and was completed first.</source>
        <translation>نمی‌توانی سنگ %1 را تصاحب کنی: ترکیب %2 آن‌جا هم‌قدر ترکیب توست و زودتر کامل شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="218"/>
        <source>You cannot claim stone %1: %2&apos;s formation there beats yours.</source>
        <translation>نمی‌توانی سنگ %1 را تصاحب کنی: ترکیب %2 آن‌جا از ترکیب تو قوی‌تر است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="222"/>
        <source>You cannot claim stone %1 yet: %2 could still beat your formation there with cards not yet played.</source>
        <translation>هنوز نمی‌توانی سنگ %1 را تصاحب کنی: %2 می‌تواند با کارت‌هایی که بازی نشده‌اند ترکیب تو را آن‌جا شکست دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="232"/>
        <source>Stone %1 can be claimed early, by proof: no remaining card can beat your formation there.</source>
        <translation>سنگ %1 را می‌توان زودتر با اثبات تصاحب کرد: هیچ کارت باقی‌مانده‌ای نمی‌تواند ترکیب تو را آن‌جا شکست دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="235"/>
        <source>Stones %1 can be claimed early, by proof: no remaining card can beat your formations there.</source>
        <translation>سنگ‌های %1 را می‌توان زودتر با اثبات تصاحب کرد: هیچ کارت باقی‌مانده‌ای نمی‌تواند ترکیب‌های تو را آن‌جا شکست دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="249"/>
        <source>Game %1 begins; you play first.</source>
        <translation>بازی %1 آغاز شد؛ تو اول بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="249"/>
        <source>The game begins; you play first.</source>
        <translation>بازی آغاز شد؛ تو اول بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="252"/>
        <source>Game %1 begins; %2 plays first.</source>
        <translation>بازی %1 آغاز شد؛ %2 اول بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="254"/>
        <source>The game begins; %2 plays first.</source>
        <translation>بازی آغاز شد؛ %2 اول بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="259"/>
        <source>Your hand: %1.</source>
        <translation>دست تو: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="259"/>
        <source>%2&apos;s hand: %1.</source>
        <translation>دست %2: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="264"/>
        <source>You passed.</source>
        <translation>رد کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="264"/>
        <source>%1 passed.</source>
        <translation>%1 رد کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="268"/>
        <source>You played %2.</source>
        <translation>%2 را بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="268"/>
        <source>%1 played %2.</source>
        <translation>%1، %2 را بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="275"/>
        <source>You put %2 on stone %3.</source>
        <translation>%2 را روی سنگ %3 گذاشتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="275"/>
        <source>You played %2 at stone %3.</source>
        <translation>%2 را کنار سنگ %3 بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="277"/>
        <source>%1 put %2 on stone %3.</source>
        <translation>%1 %2 را روی سنگ %3 گذاشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="277"/>
        <source>%1 played %2 at stone %3.</source>
        <translation>%1 %2 را کنار سنگ %3 بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="284"/>
        <source>You discarded %2 from your side of stone %4.</source>
        <translation>%2 را از طرف خودت در سنگ %4 دور انداختی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="286"/>
        <source>You discarded %2 from %3&apos;s side of stone %4.</source>
        <translation>%2 را از طرف %3 در سنگ %4 دور انداختی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="288"/>
        <source>%1 discarded %2 from your side of stone %4.</source>
        <translation>%1 %2 را از طرف تو در سنگ %4 دور انداخت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="290"/>
        <source>%1 discarded %2 from %3&apos;s side of stone %4.</source>
        <translation>%1 %2 را از طرف %3 در سنگ %4 دور انداخت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="297"/>
        <source>You moved %2 from stone %3 to stone %4.</source>
        <translation>%2 را از سنگ %3 به سنگ %4 بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="299"/>
        <source>%1 moved %2 from stone %3 to stone %4.</source>
        <translation>%1 %2 را از سنگ %3 به سنگ %4 برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="301"/>
        <source>You took %2 from stone %3 to your side of stone %4.</source>
        <translation>%2 را از سنگ %3 برداشتی و در طرف خودت کنار سنگ %4 گذاشتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="303"/>
        <source>%1 took %2 from stone %3 to their side of stone %4.</source>
        <translation>%1 %2 را از سنگ %3 برداشت و در طرف خود کنار سنگ %4 گذاشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="310"/>
        <source>%1 put a card under the %2.</source>
        <translation>%1 کارتی زیر %2 گذاشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="314"/>
        <source>You put %1 under the %2.</source>
        <translation>%1 را زیر %2 گذاشتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="314"/>
        <source>%3 put %1 under the %2.</source>
        <translation>%3 %1 را زیر %2 گذاشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="321"/>
        <source>%1 drew from the %2.</source>
        <translation>%1 از %2 کارت کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="325"/>
        <source>You drew %1 from the %2.</source>
        <translation>%1 را از %2 کشیدی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="325"/>
        <source>%3 drew %1 from the %2.</source>
        <translation>%3 %1 را از %2 کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="333"/>
        <source>You claimed stone %2 early with a %3: no remaining card can beat it.</source>
        <translation>سنگ %2 را زودتر با «%3» تصاحب کردی: هیچ کارت باقی‌مانده‌ای نمی‌تواند آن را شکست دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="335"/>
        <source>%1 claimed stone %2 early with a %3: no remaining card can beat it.</source>
        <translation>%1 سنگ %2 را زودتر با «%3» تصاحب کرد: هیچ کارت باقی‌مانده‌ای نمی‌تواند آن را شکست دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="340"/>
        <source>You claimed stone %2: %3 against %4, the higher sum (%5 against %6).</source>
        <translation>سنگ %2 را تصاحب کردی: «%3» در برابر «%4»، با جمع بیشتر (%5 در برابر %6).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="342"/>
        <source>%1 claimed stone %2: %3 against %4, the higher sum (%5 against %6).</source>
        <translation>%1 سنگ %2 را تصاحب کرد: «%3» در برابر «%4»، با جمع بیشتر (%5 در برابر %6).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="346"/>
        <source>You claimed stone %2: %3 against %4, equal sums (%5); you completed your side first.</source>
        <translation>سنگ %2 را تصاحب کردی: «%3» در برابر «%4»، جمع‌ها برابر (%5)؛ تو طرف خودت را زودتر کامل کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="348"/>
        <source>%1 claimed stone %2: %3 against %4, equal sums (%5); %1 completed their side first.</source>
        <translation>%1 سنگ %2 را تصاحب کرد: «%3» در برابر «%4»، جمع‌ها برابر (%5)؛ %1 طرف خود را زودتر کامل کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="352"/>
        <source>You claimed stone %2: %3 against %4.</source>
        <translation>سنگ %2 را تصاحب کردی: «%3» در برابر «%4».</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="354"/>
        <source>%1 claimed stone %2: %3 against %4.</source>
        <translation>%1 سنگ %2 را تصاحب کرد: «%3» در برابر «%4».</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="361"/>
        <source>Both passed: stone %1 goes to %2.</source>
        <translation>هر دو رد کردند: سنگ %1 به %2 می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="375"/>
        <source>Match over: a draw.</source>
        <translation>مسابقه تمام شد: مساوی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="377"/>
        <source>Match over: you win.</source>
        <translation>مسابقه تمام شد: تو برنده‌ای.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="378"/>
        <source>Match over: %1 wins.</source>
        <translation>مسابقه تمام شد: %1 برنده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="388"/>
        <source>clan deck</source>
        <translation>دِک قبیله</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="388"/>
        <source>tactic deck</source>
        <translation>دِک تاکتیک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="391"/>
        <source>Match score: %1.</source>
        <translation>امتیاز مسابقه: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="396"/>
        <source>The game is drawn: both hold as many stones.</source>
        <translation>بازی مساوی شد: هر دو به یک اندازه سنگ دارند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="399"/>
        <source>You win the game with three adjacent stones.</source>
        <translation>با سه سنگ کنار هم بازی را بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="400"/>
        <source>You win the game with five stones.</source>
        <translation>با پنج سنگ بازی را بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="401"/>
        <source>Both passed; you win the game, holding more stones.</source>
        <translation>هر دو رد کردند؛ تو با سنگ‌های بیشتر بازی را بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="404"/>
        <source>%1 wins the game with three adjacent stones.</source>
        <translation>%1 با سه سنگ کنار هم بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="405"/>
        <source>%1 wins the game with five stones.</source>
        <translation>%1 با پنج سنگ بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="406"/>
        <source>Both passed; %1 wins the game, holding more stones.</source>
        <translation>هر دو رد کردند؛ %1 با سنگ‌های بیشتر بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="422"/>
        <source>Tactic cards</source>
        <translation>کارت‌های تاکتیک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="435"/>
        <source>none</source>
        <comment>no stones held</comment>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="437"/>
        <source>stone %1</source>
        <comment>the one stone held</comment>
        <translation>سنگ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="439"/>
        <source>stones %1</source>
        <comment>the stones held</comment>
        <translation>سنگ‌های %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="441"/>
        <source>Stones held:</source>
        <translation>سنگ‌های هر بازیکن:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="444"/>
        <source>Points this game: %1</source>
        <translation>امتیاز این بازی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="453"/>
        <source>Game %1 over</source>
        <translation>بازی %1 تمام شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="457"/>
        <source>Next game</source>
        <translation>بازی بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="464"/>
        <source>Stones</source>
        <translation>سنگ‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="465"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../cardtable/ui/table/panel.py" line="65"/>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
</context>
<context>
    <name>SilverCards</name>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="24"/>
        <source>Villager</source>
        <translation>روستایی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="25"/>
        <source>Squire</source>
        <translation>ملازم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="26"/>
        <source>Empath</source>
        <translation>همدل</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="27"/>
        <source>Bodyguard</source>
        <translation>محافظ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="28"/>
        <source>Rascal</source>
        <translation>ناقلا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="29"/>
        <source>Exposer</source>
        <translation>افشاگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="30"/>
        <source>Revealer</source>
        <translation>آشکارگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="31"/>
        <source>Beholder</source>
        <translation>نظاره‌گر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="32"/>
        <source>Apprentice Seer</source>
        <translation>شاگرد پیشگو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="33"/>
        <source>Seer</source>
        <translation>پیشگو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="34"/>
        <source>Master</source>
        <translation>استاد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="35"/>
        <source>Witch</source>
        <translation>جادوگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="36"/>
        <source>Robber</source>
        <translation>دزد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="37"/>
        <source>Doppelgänger</source>
        <translation>همزاد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="38"/>
        <source>Generous</source>
        <translation>دست و دل باز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="39"/>
        <source>Curator</source>
        <translation>حکیم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="40"/>
        <source>Assassin</source>
        <translation>قاتل</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="41"/>
        <source>Wolfy</source>
        <translation>گرگی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="42"/>
        <source>Debt Collector</source>
        <translation>شر خر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="43"/>
        <source>Halfling</source>
        <translation>آدم کوچولو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="44"/>
        <source>Zombie</source>
        <translation>زامبی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="45"/>
        <source>Approximator</source>
        <translation>تقریب‌زن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="46"/>
        <source>Reverser</source>
        <translation>معکوس کننده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="47"/>
        <source>Master Thief</source>
        <translation>استاد دزدها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="48"/>
        <source>Furry</source>
        <translation>پشمالو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="53"/>
        <source>Face up: if the other 0 is face up too, the round ends at once.</source>
        <translation>رو: اگر ۰ دیگر هم رو باشد، دور همان لحظه تمام می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="54"/>
        <source>Face up: a deck card lies face up beside the deck; you may draw it instead of the top card.</source>
        <translation>رو: یک کارت ستون، رو، کنار ستون می‌ماند؛ می‌توانی به جای کارت رویی آن را بکشی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="57"/>
        <source>Face up: on your turn, look at one of your face-down cards.</source>
        <translation>رو: در نوبتت به یکی از کارت‌های به‌پشت خود نگاه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="58"/>
        <source>Face up: opponents cannot look at or move this card and the one after it.</source>
        <translation>رو: حریفان نمی‌توانند به این کارت و کارت بعد از آن نگاه کنند یا جابه‌جایشان کنند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="61"/>
        <source>Face up: draw two cards from the deck, keep one, discard the other.</source>
        <translation>رو: دو کارت از ستون بکش، یکی را نگه دار و دیگری را بسوزان.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="62"/>
        <source>Discarded: turn one of your cards face up.</source>
        <translation>سوزاندن: یکی از کارت‌های خود را رو کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="63"/>
        <source>Discarded: turn any one card face up.</source>
        <translation>سوزاندن: هر کارتی را رو کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="64"/>
        <source>Discarded: look at up to two of your cards.</source>
        <translation>سوزاندن: به حداکثر دو کارت خود نگاه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="65"/>
        <source>Discarded: look at one card of an opponent.</source>
        <translation>سوزاندن: به یک کارت حریف نگاه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="66"/>
        <source>Discarded: look at any one card.</source>
        <translation>سوزاندن: به هر کارتی نگاه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="67"/>
        <source>Discarded: take a card from the discard pile and exchange it into your village.</source>
        <translation>سوزاندن: کارتی از ستون سوخته‌ها بردار و با دهکده‌ات معاوضه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="70"/>
        <source>Discarded: look at the top deck card and exchange it for a card in any village.</source>
        <translation>سوزاندن: به کارت رویی ستون نگاه کن و آن را با کارتی در هر دهکده‌ای معاوضه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="73"/>
        <source>Discarded: swap one of your cards with an opponent&apos;s, then look at your new card.</source>
        <translation>سوزاندن: یکی از کارت‌هایت را با کارتی از حریف عوض کن، سپس به کارت جدیدت نگاه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="76"/>
        <source>Exchange: matches any card in a multi-card exchange.</source>
        <translation>معاوضه: در معاوضه‌ی چند کارت با هر کارتی هم‌سان است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="77"/>
        <source>Scoring, face up: give another card of your village to another player&apos;s village.</source>
        <translation>امتیازشماری، رو: یک کارت دیگر دهکده‌ات را به دهکده‌ی بازیکن دیگری بده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="80"/>
        <source>Face up: rotate one of your cards, or discard a rotated card from any village.</source>
        <translation>رو: یکی از کارت‌هایت را بچرخان، یا کارت چرخیده‌ای را از هر دهکده‌ای بسوزان.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="83"/>
        <source>Discarded: discard one face-up card from any village.</source>
        <translation>سوزاندن: یک کارت رو را از هر دهکده‌ای بسوزان.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="84"/>
        <source>Scoring, face up: counts 0 if it is the only 13 face up.</source>
        <translation>امتیازشماری، رو: اگر تنها ۱۳ِ رو باشد ۰ حساب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="85"/>
        <source>Scoring, face up: minus 1 per card of the largest opponent village.</source>
        <translation>امتیازشماری، رو: به ازای هر کارت بزرگ‌ترین دهکده‌ی حریف ۱ کم می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="88"/>
        <source>Scoring, face up: your village total is halved, rounded down.</source>
        <translation>امتیازشماری، رو: مجموع دهکده‌ات نصف می‌شود، رو به پایین گرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="89"/>
        <source>Never discarded: drawn, it must go into your village. Face up: spend your turn to give it to the previous player.</source>
        <translation>هرگز سوزانده نمی‌شود: اگر کشیده شود باید به دهکده‌ات برود. رو: نوبتت را صرف کن تا آن را به بازیکن قبلی بدهی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="94"/>
        <source>Exchange: may replace any two of your cards.</source>
        <translation>معاوضه: می‌تواند جای هر دو کارت تو را بگیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="95"/>
        <source>Discarded: reverse the direction of play; with 2 players, play again.</source>
        <translation>سوزاندن: جهت بازی را برعکس کن؛ در بازی ۲ نفره دوباره بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="98"/>
        <source>Discarded: swap one of your cards with an opponent&apos;s, unseen.</source>
        <translation>سوزاندن: یکی از کارت‌هایت را نادیده با کارتی از حریف عوض کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="99"/>
        <source>Scoring: counts 0 if face up.</source>
        <translation>امتیازشماری: اگر رو باشد ۰ حساب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="104"/>
        <source>Two 0s up: round over</source>
        <translation>دو ۰ رو: پایان دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="105"/>
        <source>Extra card to draw</source>
        <translation>کارت اضافه برای کشیدن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="106"/>
        <source>Look at one of yours</source>
        <translation>به یک کارت خودت نگاه کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="107"/>
        <source>Guards itself and the next</source>
        <translation>خودش و بعدی در امان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="108"/>
        <source>Draw two, keep one</source>
        <translation>دو بکش، یکی نگه دار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="109"/>
        <source>Turn one of yours up</source>
        <translation>یک کارت خودت را رو کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="110"/>
        <source>Turn any card up</source>
        <translation>هر کارتی را رو کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="111"/>
        <source>Look at two of yours</source>
        <translation>به دو کارت خودت نگاه کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="112"/>
        <source>Look at theirs</source>
        <translation>به کارت حریف نگاه کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="113"/>
        <source>Look at any card</source>
        <translation>به هر کارتی نگاه کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="114"/>
        <source>Take any discarded card</source>
        <translation>هر کارت سوخته را بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="115"/>
        <source>Deck top to any village</source>
        <translation>کارت رویی ستون به هر دهکده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="116"/>
        <source>Swap, then look</source>
        <translation>عوض کن و نگاه کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="117"/>
        <source>Matches any card</source>
        <translation>با هر کارتی هم‌سان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="118"/>
        <source>Give a card away</source>
        <translation>یک کارتت را ببخش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="119"/>
        <source>Rotate or discard rotated</source>
        <translation>بچرخان یا چرخیده را بسوزان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="120"/>
        <source>Discard a face-up card</source>
        <translation>یک کارت رو را بسوزان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="121"/>
        <source>Only 13 up: counts 0</source>
        <translation>تنها ۱۳ِ رو: ۰</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="122"/>
        <source>−1 per their card</source>
        <translation>هر کارت حریف: ۱ کمتر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="123"/>
        <source>Halves your total</source>
        <translation>مجموعت نصف می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="124"/>
        <source>Stays; pass it back</source>
        <translation>می‌ماند؛ به نفر قبلی بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="125"/>
        <source>Replaces any two cards</source>
        <translation>جای هر دو کارت را می‌گیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="126"/>
        <source>Reverse the play</source>
        <translation>جهت بازی برعکس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="127"/>
        <source>Swap, unseen</source>
        <translation>نادیده عوض کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="128"/>
        <source>Face up, counts 0</source>
        <translation>رو: ۰ حساب می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="134"/>
        <source>Silver Amulet</source>
        <translation>سیلور طلسم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="135"/>
        <source>Silver Coin</source>
        <translation>سیلور سکه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/faces.py" line="136"/>
        <source>Silver Dagger</source>
        <translation>سیلور خنجر</translation>
    </message>
</context>
<context>
    <name>SilverTable</name>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="439"/>
        <source>chosen</source>
        <translation>انتخاب‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="441"/>
        <source>look</source>
        <translation>نگاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="443"/>
        <source>seen</source>
        <translation>دیده‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="448"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="456"/>
        <source>You have seen this card: %1.</source>
        <translation>این کارت را دیده‌ای: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="459"/>
        <source>Seen by: %1.</source>
        <translation>دیده‌شده توسط: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="459"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="545"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="470"/>
        <source>The silver token, without power: it lies before the player who started this round. Its power goes to a round&apos;s lowest scorer who called the census successfully.</source>
        <translation>علامت نقره‌ای، بدون قدرت: جلوی بازیکنی است که این دور را شروع کرد. قدرتش به کمترین امتیاز یک دور می‌رسد، اگر خودش سرشماری را درخواست کرده و موفق شده باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="474"/>
        <source>The silver token&apos;s power has been used this round.</source>
        <translation>قدرت علامت نقره‌ای در این دور به کار رفته است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="478"/>
        <source>%1 holds the Coin with its power: once this round, as part of a turn without a census call, they may flip one card in any village (face up or face down).</source>
        <translation>سکه با قدرتش دست %1 است: یک بار در این دور، در نوبتی که سرشماری درخواست نمی‌شود، می‌تواند یک کارت از هر دهکده‌ای را برگرداند (رو یا پشت).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="486"/>
        <source>%1 holds the Dagger with its power: once this round, as part of a turn without a census call, they may reverse the direction of play (with two players the opponent skips their next turn).</source>
        <translation>خنجر با قدرتش دست %1 است: یک بار در این دور، در نوبتی که سرشماری درخواست نمی‌شود، جهت بازی را برعکس کند (در بازی دونفره حریف نوبت بعدی‌اش را از دست می‌دهد).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="491"/>
        <source>%1 holds the Dagger with its power: once this round, as part of a turn without a census call, they may reverse the direction of play.</source>
        <translation>خنجر با قدرتش دست %1 است: یک بار در این دور، در نوبتی که سرشماری درخواست نمی‌شود، جهت بازی را برعکس کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="507"/>
        <source>Points: %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="508"/>
        <source>Cards: %1</source>
        <translation>کارت: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="511"/>
        <source>called the census</source>
        <translation>سرشماری خواسته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="513"/>
        <source>one more turn</source>
        <translation>یک نوبت دیگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="520"/>
        <source>Total %1</source>
        <translation>مجموع %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="522"/>
        <source>Cards %1</source>
        <translation>کارت‌ها %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="525"/>
        <source>census: 0</source>
        <translation>سرشماری: ۰</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="525"/>
        <source>census: +10</source>
        <translation>سرشماری: ۱۰+</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="529"/>
        <source>Deck: %1</source>
        <translation>ستون: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="530"/>
        <source>Discard: %1</source>
        <translation>سوخته‌ها: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="531"/>
        <source>Discard pile: click to look through it</source>
        <translation>ستون سوخته‌ها: برای دیدن کارت‌هایش کلیک کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="532"/>
        <source>Squire&apos;s card</source>
        <translation>کارت ملازم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="535"/>
        <source>While a Squire is face up in a village, a deck card lies face up beside the deck: the village&apos;s owner may draw it instead of the deck&apos;s top card.</source>
        <translation>تا وقتی یک ملازم در دهکده‌ای رو است، یک کارت از ستون رو کنار ستون می‌ماند: صاحب آن دهکده می‌تواند به جای کارت رویی ستون آن را بکشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="543"/>
        <source>Census called by %1 · extra turns left: %2</source>
        <translation>سرشماری به درخواست %1، نوبت‌های اضافه‌ی مانده: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="559"/>
        <source>used</source>
        <translation>به کار رفته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="559"/>
        <source>power</source>
        <translation>قدرت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="561"/>
        <source>Coin</source>
        <translation>سکه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="561"/>
        <source>Dagger</source>
        <translation>خنجر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="566"/>
        <source>clockwise</source>
        <translation>ساعتگرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="566"/>
        <source>counter-clockwise</source>
        <translation>پادساعتگرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="567"/>
        <source>Play: %1</source>
        <translation>جهت بازی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="569"/>
        <source>Score sheet</source>
        <translation>برگه‌ی امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="569"/>
        <source>Total</source>
        <translation>مجموع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="579"/>
        <source>Empath: look at a card</source>
        <translation>همدل: نگاه به یک کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="580"/>
        <source>Curator: rotate a card</source>
        <translation>حکیم: چرخاندن یک کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="581"/>
        <source>Curator: discard a rotated card</source>
        <translation>حکیم: سوزاندن کارت چرخیده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="582"/>
        <source>Coin: flip a card</source>
        <translation>سکه: برگرداندن یک کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="583"/>
        <source>Zombie: give it away</source>
        <translation>زامبی: بخشیدنش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="591"/>
        <source>Now click the opponent&apos;s card to swap it with.</source>
        <translation>حالا روی کارت حریف که با آن عوض می‌شود کلیک کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="593"/>
        <source>Now click the name plate of the player who receives the card.</source>
        <translation>حالا روی نام بازیکنی که کارت را می‌گیرد کلیک کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="595"/>
        <source>Empath: click one of your face-down cards to look at it (Back: other choices).</source>
        <translation>همدل: روی یکی از کارت‌های به‌پشت خود کلیک کن تا آن را ببینی (بازگشت: انتخاب‌های دیگر).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="596"/>
        <source>Curator: click one of your cards to rotate it (Back: other choices).</source>
        <translation>حکیم: روی یکی از کارت‌هایت کلیک کن تا بچرخد (بازگشت: انتخاب‌های دیگر).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="597"/>
        <source>Curator: click a rotated card to discard it (Back: other choices).</source>
        <translation>حکیم: روی کارتی چرخیده کلیک کن تا بسوزد (بازگشت: انتخاب‌های دیگر).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="598"/>
        <source>Coin: click a card of any village to flip it (Back: other choices).</source>
        <translation>سکه: روی کارتی از هر دهکده‌ای کلیک کن تا برگردد (بازگشت: انتخاب‌های دیگر).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="599"/>
        <source>Zombie: click it to spend your turn giving it to the previous player.</source>
        <translation>زامبی: روی آن کلیک کن تا نوبتت را صرف دادنش به بازیکن قبلی کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="624"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="633"/>
        <source>Draw from the deck</source>
        <translation>کشیدن از ستون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="635"/>
        <source>Take the discard</source>
        <translation>برداشتن سوخته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="637"/>
        <source>Draw the Squire&apos;s card</source>
        <translation>کشیدن کارت ملازم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="639"/>
        <source>Dagger: reverse the direction</source>
        <translation>خنجر: برعکس کردن جهت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="671"/>
        <source>Exchange</source>
        <translation>معاوضه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="674"/>
        <location filename="../cardtable/ui/games/silver/layout.py" line="702"/>
        <source>Discard it</source>
        <translation>بسوزانش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="703"/>
        <source>Do not use it</source>
        <translation>استفاده نکن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="704"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="705"/>
        <source>Look at the top deck card</source>
        <translation>نگاه به کارت رویی ستون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="706"/>
        <source>Reverse the direction</source>
        <translation>برعکس کردن جهت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="731"/>
        <source>Call the census</source>
        <translation>درخواست سرشماری</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="755"/>
        <source>Start of your village</source>
        <translation>ابتدای دهکده‌ات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="755"/>
        <source>End of your village</source>
        <translation>انتهای دهکده‌ات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="851"/>
        <source>Discard pile</source>
        <translation>ستون سوخته‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="853"/>
        <source>The discard pile is empty.</source>
        <translation>ستون سوخته‌ها خالی است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/layout.py" line="854"/>
        <source>Top card first:</source>
        <translation>از رویی‌ترین کارت:</translation>
    </message>
</context>
<context>
    <name>SilverWords</name>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="56"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="65"/>
        <source>setup</source>
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="67"/>
        <source>the Coin</source>
        <translation>سکه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="69"/>
        <source>the Dagger</source>
        <translation>خنجر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="76"/>
        <source>your village</source>
        <translation>دهکده‌ی تو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="78"/>
        <source>their village</source>
        <translation>دهکده‌ی خودش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="79"/>
        <source>%1&apos;s village</source>
        <translation>دهکده‌ی %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="83"/>
        <source>card %1 of %2</source>
        <translation>کارت %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="92"/>
        <source>Setup: secretly look at a card of your village (1 of 2).</source>
        <translation>آماده‌سازی: مخفیانه به یک کارت دهکده‌ات نگاه کن (۱ از ۲).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="93"/>
        <source>Setup: secretly look at another card of your village (2 of 2).</source>
        <translation>آماده‌سازی: مخفیانه به کارت دیگری از دهکده‌ات نگاه کن (۲ از ۲).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="97"/>
        <source>Rascal: keep one of the two cards you drew; the other is discarded.</source>
        <translation>ناقلا: یکی از دو کارتی را که کشیدی نگه دار؛ دیگری می‌سوزد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="100"/>
        <source>You drew %1: discard it, or click the cards of your village to exchange it for.</source>
        <translation>%1 را کشیدی: آن را بسوزان، یا روی کارت‌هایی از دهکده‌ات که با آن معاوضه می‌شوند کلیک کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="106"/>
        <source>Click more cards with the same number, then Exchange (or click a chosen card: the new card takes its place).</source>
        <translation>کارت‌های هم‌عدد دیگری را انتخاب کن، سپس معاوضه (یا روی یک کارت انتخاب‌شده کلیک کن: کارت جدید جای آن را می‌گیرد).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="111"/>
        <source>You took %1: click the cards of your village to exchange it for.</source>
        <translation>%1 را برداشتی: روی کارت‌هایی از دهکده‌ات که با آن معاوضه می‌شوند کلیک کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="114"/>
        <source>%1 must go into your village: click the cards to exchange it for.</source>
        <translation>%1 باید به دهکده‌ات برود: روی کارت‌هایی که با آن معاوضه می‌شوند کلیک کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="118"/>
        <source>Critical failure: choose an end of your village for the top deck card (unseen).</source>
        <translation>شکست سخت: ابتدا یا انتهای دهکده‌ات را برای کارت رویی ستون (نادیده) انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="119"/>
        <source>They do not match: choose an end of your village for the new card.</source>
        <translation>هم‌سان نیستند: ابتدا یا انتهای دهکده‌ات را برای کارت جدید انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="124"/>
        <source>Generous: click another card of your village, then the player it goes to, or do not use it.</source>
        <translation>دست و دل باز: روی کارت دیگری از دهکده‌ات کلیک کن، سپس بازیکنی که آن را می‌گیرد، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="135"/>
        <source>Census by %1: your last turn. Draw from the deck or take the top discard.</source>
        <translation>سرشماری به درخواست %1: آخرین نوبت تو. از ستون بکش یا کارت رویی سوخته‌ها را بردار.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="139"/>
        <source>Your turn: draw from the deck, take the top discard or call the census.</source>
        <translation>نوبت تو: از ستون بکش، کارت رویی سوخته‌ها را بردار یا سرشماری بخواه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="141"/>
        <source>Your turn: draw from the deck or take the top discard.</source>
        <translation>نوبت تو: از ستون بکش یا کارت رویی سوخته‌ها را بردار.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="145"/>
        <source>Your face-up abilities and the token may come first.</source>
        <translation>می‌توانی پیش از آن از قابلیت کارت‌های رو و علامت استفاده کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="147"/>
        <source>Your face-up abilities may come first.</source>
        <translation>می‌توانی پیش از آن از قابلیت کارت‌های رو استفاده کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="149"/>
        <source>The token may come first.</source>
        <translation>می‌توانی پیش از آن از علامت استفاده کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="157"/>
        <source>Beholder: click another of your face-down cards to look at it, or Done.</source>
        <translation>نظاره‌گر: روی کارت به‌پشت دیگری از خود کلیک کن تا آن را ببینی، یا «تمام».</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="161"/>
        <source>Witch: click the card of any village that %1 replaces; that card is discarded.</source>
        <translation>جادوگر: روی کارتی از هر دهکده‌ای کلیک کن که %1 جایش را بگیرد؛ آن کارت می‌سوزد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="166"/>
        <source>Exposer: click one of your face-down cards to turn it face up, or do not use it.</source>
        <translation>افشاگر: روی یکی از کارت‌های به‌پشت خود کلیک کن تا رو شود، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="167"/>
        <source>Revealer: click any face-down card to turn it face up, or do not use it.</source>
        <translation>آشکارگر: روی هر کارت به‌پشتی کلیک کن تا رو شود، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="169"/>
        <source>Beholder: click one of your face-down cards to look at it (up to two), or do not use it.</source>
        <translation>نظاره‌گر: روی یکی از کارت‌های به‌پشت خود کلیک کن تا آن را ببینی (حداکثر دو)، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="171"/>
        <source>Apprentice Seer: click a card of an opponent to look at it, or do not use it.</source>
        <translation>شاگرد پیشگو: روی کارتی از حریف کلیک کن تا آن را ببینی، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="172"/>
        <source>Seer: click any face-down card to look at it, or do not use it.</source>
        <translation>پیشگو: روی هر کارت به‌پشتی کلیک کن تا آن را ببینی، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="174"/>
        <source>Master: choose a card of the discard pile to exchange into your village, or do not use it.</source>
        <translation>استاد: کارتی از ستون سوخته‌ها را برای معاوضه با دهکده‌ات انتخاب کن، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="177"/>
        <source>Witch: look at the top deck card to put it in place of a card of any village, or do not use it.</source>
        <translation>جادوگر: به کارت رویی ستون نگاه کن تا جای کارتی از هر دهکده‌ای بگذاری، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="180"/>
        <source>Robber: click one of your cards, then the opponent&apos;s card to swap it with, or do not use it.</source>
        <translation>دزد: روی یکی از کارت‌هایت کلیک کن، سپس روی کارت حریف که با آن عوض می‌شود، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="182"/>
        <source>Assassin: click a face-up card of any village to discard it, or do not use it.</source>
        <translation>قاتل: روی کارت رویی از هر دهکده‌ای کلیک کن تا بسوزد، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="183"/>
        <source>Reverser: reverse the direction of play, or do not use it.</source>
        <translation>معکوس کننده: جهت بازی را برعکس کن، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="185"/>
        <source>Master Thief: click one of your cards, then the opponent&apos;s card to swap it with, or do not use it.</source>
        <translation>استاد دزدها: روی یکی از کارت‌هایت کلیک کن، سپس روی کارت حریف که با آن عوض می‌شود، یا از آن استفاده نکن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="194"/>
        <source>Your village is empty: there is nothing to exchange the discard for.</source>
        <translation>دهکده‌ات خالی است: کارتی برای معاوضه با سوخته نداری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="196"/>
        <source>%1 has already called the census.</source>
        <translation>%1 پیش‌تر سرشماری خواسته است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="199"/>
        <source>You may call the census only with %1 cards or fewer; your village has %2.</source>
        <translation>فقط با %1 کارت یا کمتر می‌توانی سرشماری بخواهی؛ دهکده‌ات %2 کارت دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="204"/>
        <source>You used an ability or the token this turn: no census now.</source>
        <translation>در این نوبت از قابلیت یا علامت استفاده کرده‌ای: حالا سرشماری ممکن نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="206"/>
        <source>A Zombie is never discarded: exchange it into your village.</source>
        <translation>زامبی هرگز سوزانده نمی‌شود: آن را با دهکده‌ات معاوضه کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="216"/>
        <source>turns up a card of %1 you do not know</source>
        <translation>کارتی از %1 را که نمی‌شناسی رو می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="217"/>
        <source>looks at a card of %1 you do not know</source>
        <translation>به کارتی از %1 که نمی‌شناسی نگاه می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="220"/>
        <source>calls the census: your estimated total, about %1, is clearly the lowest (next: about %2)</source>
        <translation>سرشماری می‌خواهد: مجموع تخمینی تو، حدود %1، به‌روشنی کمترین است (بعدی: حدود %2)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="225"/>
        <source>takes %1 from the discard pile, in place of %2</source>
        <translation>%1 را از ستون سوخته‌ها برمی‌دارد، به جای %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="227"/>
        <source>puts %1 in place of %2</source>
        <translation>%1 را به جای %2 می‌گذارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="230"/>
        <source>takes %1 from the discard pile with the Master, in place of %2</source>
        <translation>با استاد، %1 را از ستون سوخته‌ها برمی‌دارد، به جای %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="233"/>
        <source>draws: %1 on the discard pile would lower your total too little</source>
        <translation>از ستون می‌کشد: %1 روی ستون سوخته‌ها مجموعت را به اندازه‌ی کافی کم نمی‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="235"/>
        <source>discards %1: exchanging it would lower your total too little</source>
        <translation>%1 را می‌سوزاند: معاوضه‌اش مجموعت را به اندازه‌ی کافی کم نمی‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="237"/>
        <source>keeps the lower card, %1; %2 is discarded</source>
        <translation>کارت کوچک‌تر، %1، را نگه می‌دارد؛ %2 می‌سوزد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="239"/>
        <source>the Coin turns up a card of yours you do not know</source>
        <translation>سکه یکی از کارت‌هایت را که نمی‌شناسی رو می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="241"/>
        <source>the Dagger: with 2 players your opponent skips a turn</source>
        <translation>خنجر: با ۲ بازیکن، حریفت یک نوبت را از دست می‌دهد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="243"/>
        <source>reverses the direction: with 2 players you play again</source>
        <translation>جهت را برعکس می‌کند: با ۲ بازیکن دوباره بازی می‌کنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="245"/>
        <source>gives the Zombie away: its 4 no longer counts in your village</source>
        <translation>زامبی را می‌بخشد: ۴ آن دیگر در دهکده‌ات حساب نمی‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="248"/>
        <source>rotates a face-down card you do not know, so the Curator can discard it later</source>
        <translation>کارت به‌پشتی را که نمی‌شناسی می‌چرخاند تا حکیم بعداً بتواند آن را بسوزاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="249"/>
        <source>rotates your %1, so the Curator can discard it later</source>
        <translation>%1 خودت را می‌چرخاند تا حکیم بعداً بتواند آن را بسوزاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="252"/>
        <source>the Curator discards a rotated card of yours you do not know</source>
        <translation>حکیم یکی از کارت‌های چرخیده‌ات را که نمی‌شناسی می‌سوزاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="253"/>
        <source>the Curator discards your rotated %1</source>
        <translation>حکیم %1 چرخیده‌ات را می‌سوزاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="258"/>
        <source>a card of %1&apos;s you do not know</source>
        <translation>کارتی از %1 که نمی‌شناسی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="260"/>
        <source>%1&apos;s %2</source>
        <translation>%2 از دهکده‌ی %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="261"/>
        <source>swaps %1 for %2</source>
        <translation>%1 را با %2 عوض می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="265"/>
        <source>puts the top deck card, %1, into %2</source>
        <translation>کارت رویی ستون، %1، را در %2 می‌گذارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="267"/>
        <source>puts the top deck card, %1, in place of %2</source>
        <translation>کارت رویی ستون، %1، را به جای %2 می‌گذارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="269"/>
        <source>the Assassin discards your face-up %1</source>
        <translation>قاتل کارت روی دهکده‌ات، %1، را می‌سوزاند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="273"/>
        <source>gives %1 to %2, the opponent with the lowest estimated total</source>
        <translation>%1 را به %2 می‌دهد، حریفی که کمترین مجموع تخمینی را دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="285"/>
        <source>a face-down card of yours you do not know (about %1 on average)</source>
        <translation>یکی از کارت‌های به‌پشتت که نمی‌شناسی (به طور میانگین حدود %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/silver/words.py" line="289"/>
        <source>your %Ln cards numbered %1</source>
        <translation>
            <numerusform>%Ln کارتت با عدد %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="290"/>
        <source>your %1</source>
        <translation>%1 از دهکده‌ات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="305"/>
        <source>Round %1: you start, with the token&apos;s power.</source>
        <translation>دور %1: تو آغاز می‌کنی، با قدرت علامت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="306"/>
        <source>Round %1: %2 starts, with the token&apos;s power.</source>
        <translation>دور %1: %2 آغاز می‌کند، با قدرت علامت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="311"/>
        <source>Round %1: you start.</source>
        <translation>دور %1: تو آغاز می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="311"/>
        <source>Round %1: %2 starts.</source>
        <translation>دور %1: %2 آغاز می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="316"/>
        <source>Each village gets %1 face-down cards; the deck has %2.</source>
        <translation>هر دهکده %1 کارت به‌پشت می‌گیرد؛ ستون %2 کارت دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="323"/>
        <source>The discard pile starts with %1.</source>
        <translation>ستون سوخته‌ها با %1 آغاز می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="332"/>
        <source>%1 looks at the top deck card (%2).</source>
        <translation>%1 به کارت رویی ستون نگاه می‌کند (%2).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="334"/>
        <source>%1 looks at %2 (%3).</source>
        <translation>%1 به %2 نگاه می‌کند (%3).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="341"/>
        <source>the top deck card</source>
        <translation>کارت رویی ستون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="346"/>
        <source>You looked at a card: %2 (%3).</source>
        <translation>به یک کارت نگاه کردی: %2 (%3).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="346"/>
        <source>%1 looked at a card: %2 (%3).</source>
        <translation>%1 به یک کارت نگاه کرد: %2 (%3).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="349"/>
        <source>You look at %2 (%3): %4.</source>
        <translation>به %2 نگاه می‌کنی (%3): %4.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="350"/>
        <source>%1 looks at %2 (%3): %4.</source>
        <translation>%1 به %2 نگاه می‌کند (%3): %4.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="361"/>
        <source>You draw %2 from beside the deck.</source>
        <translation>%2 را از کنار ستون می‌کشی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="362"/>
        <source>%1 draws %2 from beside the deck.</source>
        <translation>%1 کارت %2 را از کنار ستون می‌کشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="370"/>
        <source>%1 draws two cards (Rascal).</source>
        <translation>%1 دو کارت می‌کشد (ناقلا).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="371"/>
        <source>%1 draws a card.</source>
        <translation>%1 یک کارت می‌کشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="377"/>
        <source>You drew a card.</source>
        <translation>یک کارت کشیدی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="377"/>
        <source>%1 drew a card.</source>
        <translation>%1 یک کارت کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="378"/>
        <source>You draw %2.</source>
        <translation>%2 را می‌کشی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="378"/>
        <source>%1 draws %2.</source>
        <translation>%1 کارت %2 را می‌کشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="385"/>
        <source>Master: you take %2 from the discard pile.</source>
        <translation>استاد: %2 را از ستون سوخته‌ها برمی‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="386"/>
        <source>Master: %1 takes %2 from the discard pile.</source>
        <translation>استاد: %1 کارت %2 را از ستون سوخته‌ها برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="391"/>
        <source>You take %2 from the discard pile.</source>
        <translation>%2 را از ستون سوخته‌ها برمی‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="391"/>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1 کارت %2 را از ستون سوخته‌ها برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="398"/>
        <source>Rascal: you discard %2.</source>
        <translation>ناقلا: %2 را می‌سوزانی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="398"/>
        <source>Rascal: %1 discards %2.</source>
        <translation>ناقلا: %1 کارت %2 را می‌سوزاند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="400"/>
        <source>Witch: %1 is discarded instead (a Zombie stays).</source>
        <translation>جادوگر: به جای آن %1 می‌سوزد (زامبی می‌ماند).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="402"/>
        <source>A Zombie stays: the new card %1 is discarded instead.</source>
        <translation>زامبی می‌ماند: به جای آن کارت جدید %1 می‌سوزد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="403"/>
        <source>You discard %2.</source>
        <translation>%2 را می‌سوزانی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="403"/>
        <source>%1 discards %2.</source>
        <translation>%1 کارت %2 را می‌سوزاند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="412"/>
        <source>You exchange %2 for the new card.</source>
        <translation>%2 را با کارت جدید معاوضه می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="413"/>
        <source>%1 exchanges %2 for the new card.</source>
        <translation>%1 کارت %2 را با کارت جدید معاوضه می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="419"/>
        <source>A Zombie among your cards stays: your exchange is undone.</source>
        <translation>زامبی میان کارت‌هایت می‌ماند: معاوضه‌ات برگشت خورد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="420"/>
        <source>A Zombie among %1&apos;s cards stays: the exchange is undone.</source>
        <translation>زامبی میان کارت‌های %1 می‌ماند: معاوضه برگشت خورد.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/silver/words.py" line="425"/>
        <source>Your %Ln cards slid forward do not match; they go back face down.</source>
        <translation>
            <numerusform>%Ln کارتی که جلو کشیدی هم‌سان نیستند؛ به‌پشت برمی‌گردند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/silver/words.py" line="426"/>
        <source>%1&apos;s %Ln cards slid forward do not match; they go back face down.</source>
        <translation>
            <numerusform>%Ln کارتی که %1 جلو کشید هم‌سان نیستند؛ به‌پشت برمی‌گردند.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="430"/>
        <source>Your cards slid forward do not match (%2); they go back face down.</source>
        <translation>کارت‌هایی که جلو کشیدی هم‌سان نیستند (%2)؛ به‌پشت برمی‌گردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="431"/>
        <source>%1&apos;s cards slid forward do not match (%2); they go back face down.</source>
        <translation>کارت‌هایی که %1 جلو کشید هم‌سان نیستند (%2)؛ به‌پشت برمی‌گردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="441"/>
        <source>Critical failure: the top deck card goes, unseen, to %1.</source>
        <translation>شکست سخت: کارت رویی ستون، نادیده، به %1 می‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="443"/>
        <source>%1 goes face up to %2.</source>
        <translation>%1 رو به %2 می‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="444"/>
        <source>The new card goes face down to %1.</source>
        <translation>کارت جدید به‌پشت به %1 می‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="452"/>
        <source>You turn %2 face down (%3).</source>
        <translation>%2 را به‌پشت می‌کنی (%3).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="452"/>
        <source>%1 turns %2 face down (%3).</source>
        <translation>%1 %2 را به‌پشت می‌کند (%3).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="455"/>
        <source>You turn %2 face up (%3): %4.</source>
        <translation>%2 را رو می‌کنی (%3): %4.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="456"/>
        <source>%1 turns %2 face up (%3): %4.</source>
        <translation>%1 %2 را رو می‌کند (%3): %4.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="466"/>
        <source>Curator: you rotate %2.</source>
        <translation>حکیم: %2 را می‌چرخانی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="466"/>
        <source>Curator: %1 rotates %2.</source>
        <translation>حکیم: %1 %2 را می‌چرخاند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="472"/>
        <source>%3: you discard %2 from %4.</source>
        <translation>%3: %2 را از %4 می‌سوزانی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="473"/>
        <source>%3: %1 discards %2 from %4.</source>
        <translation>%3: %1 کارت %2 را از %4 می‌سوزاند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="483"/>
        <source>The Zombie at %1 stays where it is: it is never discarded.</source>
        <translation>زامبیِ %1 سر جایش می‌ماند: هرگز سوزانده نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="488"/>
        <source>You spend your turn giving your Zombie, face down, to %2.</source>
        <translation>نوبتت را صرف می‌کنی تا زامبی‌ات را به‌پشت به %2 بدهی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="489"/>
        <source>%1 spends their turn giving their Zombie, face down, to %2.</source>
        <translation>%1 نوبتش را صرف می‌کند تا زامبی‌اش را به‌پشت به %2 بدهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="497"/>
        <source>%4: you swap %2 with %3.</source>
        <translation>%4: %2 را با %3 عوض می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="498"/>
        <source>%4: %1 swaps %2 with %3.</source>
        <translation>%4: %1 %2 را با %3 عوض می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="509"/>
        <source>Witch: you put the card face down at %2; %3 is discarded.</source>
        <translation>جادوگر: کارت را به‌پشت در %2 می‌گذاری؛ %3 می‌سوزد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="510"/>
        <source>Witch: %1 puts the card face down at %2; %3 is discarded.</source>
        <translation>جادوگر: %1 کارت را به‌پشت در %2 می‌گذارد؛ %3 می‌سوزد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="518"/>
        <source>Squire: %1 lies face up beside the deck.</source>
        <translation>ملازم: %1 رو کنار ستون قرار می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="524"/>
        <source>%2: you play again.</source>
        <translation>%2: دوباره بازی می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="524"/>
        <source>%2: %1 plays again.</source>
        <translation>%2: %1 دوباره بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="526"/>
        <source>%2: you reverse the direction of play.</source>
        <translation>%2: جهت بازی را برعکس می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="527"/>
        <source>%2: %1 reverses the direction of play.</source>
        <translation>%2: %1 جهت بازی را برعکس می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="535"/>
        <source>You use %2.</source>
        <translation>از %2 استفاده می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="535"/>
        <source>%1 uses %2.</source>
        <translation>%1 از %2 استفاده می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="540"/>
        <source>You call the census: every other player has one more turn.</source>
        <translation>سرشماری می‌خواهی: هر بازیکن دیگر یک نوبت دیگر دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="541"/>
        <source>%1 calls the census: every other player has one more turn.</source>
        <translation>%1 سرشماری می‌خواهد: هر بازیکن دیگر یک نوبت دیگر دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="548"/>
        <source>You do not use %2.</source>
        <translation>از %2 استفاده نمی‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="548"/>
        <source>%1 does not use %2.</source>
        <translation>%1 از %2 استفاده نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="554"/>
        <source>Assassin: no village has a face-up card it can discard.</source>
        <translation>قاتل: هیچ دهکده‌ای کارت رویی ندارد که بشود سوزاندش.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="555"/>
        <source>%1 has nothing to act on here.</source>
        <translation>%1 اینجا کاری از دستش برنمی‌آید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="561"/>
        <source>The round ends: the deck is empty. All cards are revealed.</source>
        <translation>دور تمام شد: ستون خالی است. همه‌ی کارت‌ها رو می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="563"/>
        <source>The round ends: both Villagers are face up. All cards are revealed.</source>
        <translation>دور تمام شد: هر دو روستایی رو هستند. همه‌ی کارت‌ها رو می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="564"/>
        <source>The round ends: the census turns are done. All cards are revealed.</source>
        <translation>دور تمام شد: نوبت‌های سرشماری انجام شد. همه‌ی کارت‌ها رو می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="569"/>
        <source>Generous: you give %2 to %3.</source>
        <translation>دست و دل باز: %2 را به %3 می‌دهی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="570"/>
        <source>Generous: %1 gives %2 to %3.</source>
        <translation>دست و دل باز: %1 کارت %2 را به %3 می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="578"/>
        <source>Scores of the round: %1.</source>
        <translation>امتیازهای دور: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="586"/>
        <source>%1&apos;s census succeeds: lowest total, 0 points.</source>
        <translation>سرشماری %1 موفق است: کمترین مجموع، ۰ امتیاز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="588"/>
        <source>%1&apos;s census fails: %2 + 10 = %3 points.</source>
        <translation>سرشماری %1 ناموفق است: %2 + ۱۰ = %3 امتیاز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="596"/>
        <source>You take %2 with its power for the next round.</source>
        <translation>%2 را با قدرتش برای دور بعد می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="597"/>
        <source>%1 takes %2 with its power for the next round.</source>
        <translation>%1 %2 را با قدرتش برای دور بعد می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="602"/>
        <source>You start the next round; %2 lies in front of you, without power.</source>
        <translation>دور بعد را تو آغاز می‌کنی؛ %2 بدون قدرت جلوی توست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="603"/>
        <source>%1 starts the next round; %2 lies in front of them, without power.</source>
        <translation>دور بعد را %1 آغاز می‌کند؛ %2 بدون قدرت جلوی اوست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="613"/>
        <source>%1 wins the match with the lowest total, %2.</source>
        <translation>%1 با کمترین مجموع، %2، برنده‌ی بازی است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="642"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 ← %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="649"/>
        <source>no cards: 0</source>
        <translation>بدون کارت: ۰</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="651"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="654"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="654"/>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="656"/>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="667"/>
        <source>Village totals, card by card:</source>
        <translation>مجموع دهکده‌ها، کارت به کارت:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="674"/>
        <source>Round %1 of %2</source>
        <translation>دور %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="678"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/silver/words.py" line="682"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../cardtable/ui/models.py" line="206"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="300"/>
        <source>cardtable</source>
        <translation>میز کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="301"/>
        <source>Card games from Persian rulebooks: choose a game to play.</source>
        <translation>بازی‌های کارتی از قانون‌نامه‌های فارسی: بازی‌ای را برای شروع انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="302"/>
        <source>New game…</source>
        <translation>بازی تازه…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="307"/>
        <source>Continue: %1 (saved %2)</source>
        <translation>ادامه: %1 (ذخیره در %2)</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="238"/>
        <location filename="../cardtable/ui/statistics.py" line="254"/>
        <source>Reset statistics</source>
        <translation>پاک کردن آمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="239"/>
        <source>Reset the statistics of every game? This cannot be undone.</source>
        <translation>آمار همهٔ بازی‌ها پاک شود؟ این کار بازگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="265"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="266"/>
        <source>The statistics file was damaged; it was kept aside and counting starts afresh.</source>
        <translation>پروندهٔ آمار آسیب دیده بود؛ کنار گذاشته شد و شمارش از نو آغاز می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="267"/>
        <source>Chart for:</source>
        <translation>نمودار برای:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="268"/>
        <source>Reset statistics…</source>
        <translation>پاک کردن آمار…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="269"/>
        <source>No games against the computer finished yet.</source>
        <translation>هنوز هیچ بازی‌ای با رایانه به پایان نرسیده است.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="68"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="69"/>
        <source>Opponent</source>
        <translation>حریف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="70"/>
        <source>Played</source>
        <translation>بازی‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="71"/>
        <source>Won</source>
        <translation>برده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="72"/>
        <source>Win %</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="73"/>
        <source>Current streak</source>
        <translation>بردهای پیاپیِ کنونی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="74"/>
        <source>Longest streak</source>
        <translation>بیشترین برد پیاپی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="75"/>
        <source>Hints</source>
        <translation>راهنمایی‌ها</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../cardtable/ui/i18n.py" line="170"/>
        <source> · </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>TextGroups</name>
    <message>
        <location filename="../cardtable/ui/i18n.py" line="175"/>
        <source> · </source>
        <translation>؛ </translation>
    </message>
</context>
<context>
    <name>WednesdayCards</name>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="22"/>
        <source>Normie</source>
        <translation>نورمی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="23"/>
        <source>Again</source>
        <translation>دوباره</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="24"/>
        <source>Three of a kind</source>
        <translation>سه‌تایی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="25"/>
        <source>Take</source>
        <translation>برداشتن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="28"/>
        <source>Cursed card</source>
        <translation>کارت طلسم‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="30"/>
        <source>Opens a round.</source>
        <translation>دور را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="31"/>
        <source>Play one more card at once.</source>
        <translation>بی‌درنگ یک کارت دیگر بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="32"/>
        <source>Three 6s move Wednesday.</source>
        <translation>سه ۶ ونزدی را جابه‌جا می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="33"/>
        <source>Take a card from the pile.</source>
        <translation>کارتی از دک بازی بردار.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="36"/>
        <source>The player with a Normie nearest the dealer&apos;s left opens the round with it.</source>
        <translation>بازیکنی که نورمی دارد و از همه به سمت چپ پخش‌کننده نزدیک‌تر است، دور را با آن باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="39"/>
        <source>Again: after playing it you may play one more card at once (it must be legal on the 2).</source>
        <translation>دوباره: پس از بازی کردنش می‌توانی بی‌درنگ یک کارت دیگر بازی کنی (باید روی ۲ مجاز باشد).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="42"/>
        <source>Three of a kind: at any point of your turn you may put three 6s on the blocked deck, then move the Wednesday card to the top or the bottom of the character deck.</source>
        <translation>سه‌تایی: هر وقت در نوبتت می‌توانی سه کارت ۶ را روی دک مسدود بگذاری، سپس کارت ونزدی را به بالا یا پایین دک شخصیت ببری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="47"/>
        <source>Take: after playing it you take one card of your choice from the play pile (not this 7); nothing if the 7 is the only card in the pile.</source>
        <translation>برداشتن: پس از بازی کردنش یک کارت دلخواه از دک بازی (جز همین ۷) به دستت برمی‌داری؛ اگر ۷ تنها کارت دک باشد، چیزی برنمی‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="55"/>
        <source>Wednesday Addams</source>
        <translation>ونزدی آدامز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="56"/>
        <source>Tyler Galpin</source>
        <translation>تایلر گالپین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="57"/>
        <source>Enid Sinclair</source>
        <translation>ایناد سینکلر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="58"/>
        <source>Xavier Thorpe</source>
        <translation>زاویر تورپ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="59"/>
        <source>Bianca Barclay</source>
        <translation>بیانکا بارکلی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="60"/>
        <source>Eugene Ottinger</source>
        <translation>یوجین اوتینگر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="61"/>
        <source>Ajax Petropolus</source>
        <translation>اِیجکس پتروپولس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="62"/>
        <source>Larissa Weems</source>
        <translation>لاریسا ویمز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="63"/>
        <source>Marilyn Thornhill</source>
        <translation>مریلین تورنهیل</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="66"/>
        <source>Play lower. A new pile opens below the card played before her.</source>
        <translation>کوچک‌تر بازی کن. دک تازه با کارتی کوچک‌تر از کارتِ پیش از او باز می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="67"/>
        <source>Only odd cards may be played.</source>
        <translation>فقط کارت‌های فرد بازی می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="68"/>
        <source>Only even cards may be played.</source>
        <translation>فقط کارت‌های زوج بازی می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="69"/>
        <source>A card equal to the top card may be played too.</source>
        <translation>کارتِ برابر با کارت رویی هم بازی می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="70"/>
        <source>Two cards of the same value may be played together.</source>
        <translation>دو کارت هم‌عدد با هم بازی می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="71"/>
        <source>A card may be at most 3 higher than the top card.</source>
        <translation>کارت حداکثر ۳ واحد از کارت رویی بزرگ‌تر باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="72"/>
        <source>Card effects (2, 7, three 6s) do nothing.</source>
        <translation>اثر کارت‌ها (۲، ۷، سه ۶) کاری نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="73"/>
        <source>A Normie may go on any card; the top value stays.</source>
        <translation>نورمی روی هر کارتی می‌رود؛ عدد رویی همان می‌ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="74"/>
        <source>A player who passes draws the top card of the blocked deck.</source>
        <translation>هر کس نوبت را واگذار کند، کارت رویی دک مسدود را برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="152"/>
        <source>%1 copies in the game</source>
        <translation>%1 نسخه در بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="207"/>
        <source>Thing: this player opens the next pile.</source>
        <translation>چیز: این بازیکن دک بعدی را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/faces.py" line="232"/>
        <source>A character card</source>
        <translation>یک کارت شخصیت</translation>
    </message>
</context>
<context>
    <name>WednesdayTable</name>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="334"/>
        <source>Characters: %1</source>
        <translation>شخصیت‌ها: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="335"/>
        <source>Set aside: %1</source>
        <translation>کنارگذاشته: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="335"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="335"/>
        <source>No character set aside.</source>
        <translation>هیچ شخصیتی کنار گذاشته نشده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="338"/>
        <source>Blocked deck: %1</source>
        <translation>دک مسدود: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="342"/>
        <source>Open below %1</source>
        <translation>باز کردن زیر %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="344"/>
        <source>In force</source>
        <translation>فعال</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="346"/>
        <source>No character yet: play higher.</source>
        <translation>هنوز شخصیتی نیست: بزرگ‌تر بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="350"/>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="359"/>
        <source>Score pad (lowest wins)</source>
        <translation>برگهٔ امتیاز (کمترین برنده است)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="359"/>
        <source>Total</source>
        <translation>جمع</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="370"/>
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="371"/>
        <source>Points: %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="374"/>
        <source>Thing</source>
        <translation>چیز</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="375"/>
        <source>%1: %Ln card(s) in hand</source>
        <translation>
            <numerusform>%1: %Ln کارت در دست</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="425"/>
        <source>Pass</source>
        <translation>واگذار کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="427"/>
        <source>Stop</source>
        <translation>بس است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="429"/>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="438"/>
        <source>Put down three 6s</source>
        <translation>سه ۶ را بگذار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="434"/>
        <source>Wednesday on top</source>
        <translation>ونزدی بالای دک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="434"/>
        <source>Wednesday at the bottom</source>
        <translation>ونزدی ته دک</translation>
    </message>
</context>
<context>
    <name>WednesdayWords</name>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="33"/>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="37"/>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="84"/>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="334"/>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="373"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="45"/>
        <source>Take: choose a card of the play pile to take into your hand.</source>
        <translation>برداشتن: کارتی از دک بازی را برای برداشتن به دستت انتخاب کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="47"/>
        <source>Three 6s: put Wednesday Addams on the top or at the bottom of the character deck.</source>
        <translation>سه ۶: ونزدی آدامز را بالای دک شخصیت بگذار یا ته آن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="49"/>
        <source>Again: play one more card on the 2, or stop.</source>
        <translation>دوباره: یک کارت دیگر روی ۲ بازی کن، یا بس کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="51"/>
        <source>You open the round: play a Normie.</source>
        <translation>تو دور را باز می‌کنی: یک نورمی بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="53"/>
        <source>You open the round: nobody holds a Normie, so play any card.</source>
        <translation>تو دور را باز می‌کنی: هیچ‌کس نورمی ندارد، پس هر کارتی بازی کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="55"/>
        <source>Your turn: open a new pile, or pass.</source>
        <translation>نوبت تو: دک تازه‌ای باز کن، یا نوبت را واگذار کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="57"/>
        <source>Your turn: play on the %1, or pass.</source>
        <translation>نوبت تو: روی %1 بازی کن، یا نوبت را واگذار کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="59"/>
        <source>Your turn: none of your cards can be played now, so pass.</source>
        <translation>نوبت تو: هیچ‌یک از کارت‌هایت الان بازی نمی‌شود، پس نوبت را واگذار کن.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="61"/>
        <source>A pair: click one card, then the other (or the same card again to play it alone).</source>
        <translation>جفت: روی یک کارت کلیک کن، بعد روی دیگری (یا دوباره روی همان کارت تا تنها بازی شود).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="63"/>
        <source>You may also put down your three 6s.</source>
        <translation>می‌توانی سه ۶ خود را هم بگذاری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="71"/>
        <source>Play pile: empty</source>
        <translation>دک بازی: خالی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="75"/>
        <source>%1 or higher</source>
        <translation>%1 یا بزرگ‌تر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="75"/>
        <source>higher than %1</source>
        <translation>بزرگ‌تر از %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="77"/>
        <source>%1 or lower</source>
        <translation>%1 یا کوچک‌تر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="77"/>
        <source>lower than %1</source>
        <translation>کوچک‌تر از %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="79"/>
        <source>%1 at most</source>
        <translation>حداکثر %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="81"/>
        <source>odd only</source>
        <translation>فقط فرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="81"/>
        <source>even only</source>
        <translation>فقط زوج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="83"/>
        <source>a Normie (%1) on anything</source>
        <translation>نورمی (%1) روی هر کارتی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="84"/>
        <source>Play pile: %1 · %2</source>
        <translation>دک بازی: %1، %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="92"/>
        <source>empties your hand: the round ends</source>
        <translation>دستت خالی می‌شود: دور تمام می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="98"/>
        <source>plays the 2 to play again</source>
        <translation>۲ را بازی می‌کند تا دوباره بازی کنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="100"/>
        <source>nobody can beat the %1: the pile clears and you open</source>
        <translation>هیچ‌کس نمی‌تواند روی %1 بازی کند: دک بازی پاک می‌شود و تو باز می‌کنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="102"/>
        <source>sheds two %1s in one play</source>
        <translation>با یک بازی از شرّ دو %1 خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="104"/>
        <source>keeps low cards for %1, who comes next</source>
        <translation>کارت‌های کوچک را برای %1 نگه می‌دارد که شخصیت بعدی است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="107"/>
        <source>sheds an even card before %1 (odd cards only)</source>
        <translation>پیش از %1 (فقط فرد) از شرّ یک کارت زوج خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="108"/>
        <source>sheds an odd card before %1 (even cards only)</source>
        <translation>پیش از %1 (فقط زوج) از شرّ یک کارت فرد خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="110"/>
        <source>sheds a Normie: under %1 it goes on any card</source>
        <translation>از شرّ یک نورمی خلاص می‌شود: با %1 روی هر کارتی می‌رود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="112"/>
        <source>opens with your lowest card: low cards are hard to shed on a pile</source>
        <translation>با کوچک‌ترین کارتت باز می‌کند: کارت کوچک روی دک سخت بازی می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="114"/>
        <source>opens with your lowest card: only lower cards may follow it</source>
        <translation>با کوچک‌ترین کارتت باز می‌کند: پس از آن فقط کارت کوچک‌تر می‌آید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="116"/>
        <source>sheds your highest card</source>
        <translation>از شرّ بزرگ‌ترین کارتت خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="118"/>
        <source>sheds the highest card you can play</source>
        <translation>از شرّ بزرگ‌ترین کارتی که می‌توانی بازی کنی خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="120"/>
        <source>keeps your low cards to open piles with</source>
        <translation>کارت‌های کوچکت را برای باز کردن دک نگه می‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="94"/>
        <source>swaps the 7 for %1 from the pile: a lower card, but no card fewer</source>
        <translation>۷ را با %1 از دک بازی عوض می‌کند: کارتی کوچک‌تر، ولی کارت‌ها کم نمی‌شوند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="96"/>
        <source>swaps the 7 for %1 from the pile: there is no lower card to take</source>
        <translation>۷ را با %1 از دک بازی عوض می‌کند: کارت کوچک‌تری برای برداشتن نیست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="122"/>
        <source>sheds the %1: the 7 would shed no card, only swap itself for %2</source>
        <translation>از شرّ %1 خلاص می‌شود: ۷ کارتی کم نمی‌کرد، فقط با %2 عوض می‌شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="125"/>
        <source>keeps the 7: it would only swap itself for %1, no lower card</source>
        <translation>۷ را نگه می‌دارد: فقط با %1 عوض می‌شد، نه با کارتی کوچک‌تر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="127"/>
        <source>the only card you can play</source>
        <translation>تنها کارتی که می‌توانی بازی کنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="129"/>
        <source>sheds a %1</source>
        <translation>از شرّ یک %1 خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="131"/>
        <source>opens the pile with the %1</source>
        <translation>دک بازی را با %1 باز می‌کند</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="133"/>
        <source>the three 6s now: a player has only %Ln card(s) left</source>
        <translation>
            <numerusform>سه ۶ همین حالا: بازیکنی فقط %Ln کارت دارد</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="135"/>
        <source>the three 6s now: %1 comes next and switches card effects off</source>
        <translation>سه ۶ همین حالا: شخصیت بعدی %1 است و اثر کارت‌ها را از کار می‌اندازد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="137"/>
        <source>the three 6s now: they send %1 to the bottom, your hand being high</source>
        <translation>سه ۶ همین حالا: %1 را به ته دک می‌فرستند، چون دستت بزرگ است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="140"/>
        <source>sheds three 6s without using your turn</source>
        <translation>بی‌آنکه نوبتت را بگیرد از شرّ سه ۶ خلاص می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="142"/>
        <source>keeps the 2 to chain: no card of yours could follow it now</source>
        <translation>۲ را برای زنجیره نگه می‌دارد: الان هیچ کارتی از تو پس از آن نمی‌آید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="144"/>
        <source>keeps the three 6s together</source>
        <translation>سه ۶ را کنار هم نگه می‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="146"/>
        <source>keeps your cards for a later pile</source>
        <translation>کارت‌هایت را برای دک بعدی نگه می‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="148"/>
        <source>passes and draws a card (%1)</source>
        <translation>نوبت را واگذار می‌کند و یک کارت می‌کشد (%1)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="150"/>
        <source>no card of yours may open the pile now</source>
        <translation>هیچ‌کدام از کارت‌هایت الان نمی‌تواند دک بازی را باز کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="152"/>
        <source>if everybody passes, the next character comes and you open again</source>
        <translation>اگر همه نوبت را واگذار کنند، شخصیت بعدی می‌آید و دوباره تو باز می‌کنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="154"/>
        <source>no card of yours can go on the %1</source>
        <translation>هیچ کارتی از تو روی %1 نمی‌رود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="156"/>
        <source>takes the 2: it lets you play again later</source>
        <translation>۲ را برمی‌دارد: بعداً با آن دوباره بازی می‌کنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="158"/>
        <source>takes the lowest card, %1</source>
        <translation>کوچک‌ترین کارت، %1، را برمی‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="160"/>
        <source>takes %1</source>
        <translation>%1 را برمی‌دارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="162"/>
        <source>puts %1 next: half your cards or more are low</source>
        <translation>%1 را شخصیت بعدی می‌کند: دست‌کم نیمی از کارت‌هایت کوچک‌اند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="164"/>
        <source>sends %1 to the bottom: your hand is high</source>
        <translation>%1 را به ته دک می‌فرستد: دستت بزرگ است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="166"/>
        <source>puts %1 next</source>
        <translation>%1 را شخصیت بعدی می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="168"/>
        <source>sends %1 to the bottom</source>
        <translation>%1 را به ته دک می‌فرستد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="177"/>
        <source>You open the round: the first card must be a Normie (1).</source>
        <translation>تو دور را باز می‌کنی: نخستین کارت باید نورمی (۱) باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="180"/>
        <source>%1: only odd cards may be played.</source>
        <translation>%1: فقط کارت‌های فرد بازی می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="181"/>
        <source>%1: only even cards may be played.</source>
        <translation>%1: فقط کارت‌های زوج بازی می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="183"/>
        <source>%1: the first card of a pile must be lower than %2, the last card before she came.</source>
        <translation>%1: نخستین کارت دک باید کوچک‌تر از %2 باشد، آخرین کارتِ پیش از آمدن او.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="187"/>
        <source>Must be equal to or higher than %1 (%2).</source>
        <translation>باید برابر با %1 یا بزرگ‌تر از آن باشد (%2).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="189"/>
        <source>Must be higher than %1.</source>
        <translation>باید بزرگ‌تر از %1 باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="192"/>
        <source>%1: must be lower than %2.</source>
        <translation>%1: باید کوچک‌تر از %2 باشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="195"/>
        <source>%1: at most 3 higher than %2, so %3 at most.</source>
        <translation>%1: حداکثر ۳ واحد بزرگ‌تر از %2، پس حداکثر %3.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="198"/>
        <source>Take a card from under it: the %1 you just played stays.</source>
        <translation>کارتی از زیر آن بردار: %1ای که همین حالا بازی کردی می‌ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="200"/>
        <source>%1: card effects do nothing, three 6s included.</source>
        <translation>%1: اثر کارت‌ها کاری نمی‌کند، سه ۶ هم.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="208"/>
        <source>Round %1 of %2 begins: %Ln cards each.</source>
        <translation>
            <numerusform>دور %1 از %2 آغاز شد: به هر نفر %Ln کارت.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="214"/>
        <source>You open with a Normie.</source>
        <translation>تو با یک نورمی باز می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="214"/>
        <source>%1 opens with a Normie.</source>
        <translation>%1 با یک نورمی باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="218"/>
        <source>Nobody holds a Normie: you open with any card.</source>
        <translation>هیچ‌کس نورمی ندارد: تو با هر کارتی باز می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="219"/>
        <source>Nobody holds a Normie: %1 opens with any card.</source>
        <translation>هیچ‌کس نورمی ندارد: %1 با هر کارتی باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="228"/>
        <source>You were dealt %2.</source>
        <translation>به تو رسید: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="228"/>
        <source>%1 was dealt %2.</source>
        <translation>به %1 رسید: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="233"/>
        <source>Next character: %1.</source>
        <translation>شخصیت بعدی: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="239"/>
        <source>You played a pair of %2s.</source>
        <translation>یک جفت %2 بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="239"/>
        <source>%1 played a pair of %2s.</source>
        <translation>%1 یک جفت %2 بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="241"/>
        <source>You played %2.</source>
        <translation>%2 را بازی کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="241"/>
        <source>%1 played %2.</source>
        <translation>%1، %2 را بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="245"/>
        <source>You passed.</source>
        <translation>نوبت را واگذار کردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="245"/>
        <source>%1 passed.</source>
        <translation>%1 نوبت را واگذار کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="253"/>
        <source>Marilyn Thornhill: %1 draws a card from the blocked deck.</source>
        <translation>مریلین تورنهیل: %1 کارتی از دک مسدود برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="255"/>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="263"/>
        <source>Marilyn Thornhill: you draw %2 from the blocked deck.</source>
        <translation>مریلین تورنهیل: %2 را از دک مسدود برمی‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="256"/>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="264"/>
        <source>Marilyn Thornhill: %1 draws %2 from the blocked deck.</source>
        <translation>مریلین تورنهیل: %1، %2 را از دک مسدود برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="270"/>
        <source>You take %2 from the play pile.</source>
        <translation>%2 را از دک بازی برمی‌داری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="270"/>
        <source>%1 takes %2 from the play pile.</source>
        <translation>%1، %2 را از دک بازی برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="276"/>
        <source>You put three 6s on the blocked deck.</source>
        <translation>سه ۶ را روی دک مسدود گذاشتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="277"/>
        <source>%1 puts three 6s on the blocked deck.</source>
        <translation>%1 سه ۶ را روی دک مسدود گذاشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="284"/>
        <source>You put Wednesday Addams on top of the character deck: she comes next.</source>
        <translation>ونزدی آدامز را بالای دک شخصیت گذاشتی: شخصیت بعدی اوست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="285"/>
        <source>%1 puts Wednesday Addams on top of the character deck: she comes next.</source>
        <translation>%1 ونزدی آدامز را بالای دک شخصیت گذاشت: شخصیت بعدی اوست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="287"/>
        <source>You put Wednesday Addams at the bottom of the character deck.</source>
        <translation>ونزدی آدامز را ته دک شخصیت گذاشتی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="288"/>
        <source>%1 puts Wednesday Addams at the bottom of the character deck.</source>
        <translation>%1 ونزدی آدامز را ته دک شخصیت گذاشت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="291"/>
        <source>No character is in force until the pile clears.</source>
        <translation>تا پاک شدن دک بازی هیچ شخصیتی فعال نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="299"/>
        <source>Everybody passed on an empty pile; you open again.</source>
        <translation>همه روی دک خالی نوبت را واگذار کردند؛ دوباره تو باز می‌کنی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="300"/>
        <source>Everybody passed on an empty pile; %1 opens again.</source>
        <translation>همه روی دک خالی نوبت را واگذار کردند؛ دوباره %1 باز می‌کند.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="304"/>
        <source>Everybody else passed: the pile (%Ln card(s)) goes to the blocked deck and you open.</source>
        <translation>
            <numerusform>بقیه نوبت را واگذار کردند: دک بازی (%Ln کارت) به دک مسدود می‌رود و تو باز می‌کنی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="305"/>
        <source>Everybody else passed: the pile (%Ln card(s)) goes to the blocked deck and %1 opens.</source>
        <translation>
            <numerusform>بقیه نوبت را واگذار کردند: دک بازی (%Ln کارت) به دک مسدود می‌رود و %1 باز می‌کند.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="312"/>
        <source>New character: %1. %2</source>
        <translation>شخصیت تازه: %1. %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="317"/>
        <source>The character deck ran out: the %Ln set-aside character(s) are shuffled into it.</source>
        <translation>
            <numerusform>دک شخصیت تمام شد: %Ln شخصیت کنارگذاشته بُر خورده و دک تازه را می‌سازند.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="322"/>
        <source>Round %2 over: you have no cards left.</source>
        <translation>دور %2 تمام شد: کارتی در دستت نمانده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="323"/>
        <source>Round %2 over: %1 has no cards left.</source>
        <translation>دور %2 تمام شد: در دست %1 کارتی نمانده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="335"/>
        <source>Game over: %1 share the victory with %2 points.</source>
        <translation>بازی تمام شد: %1 با %2 امتیاز در پیروزی شریک‌اند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="337"/>
        <source>Game over: you win with %1 points.</source>
        <translation>بازی تمام شد: با %1 امتیاز بردی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="338"/>
        <source>Game over: %1 wins with %2 points.</source>
        <translation>بازی تمام شد: %1 با %2 امتیاز برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="355"/>
        <source>Round %1 of %2 over</source>
        <translation>دور %1 از %2 تمام شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="357"/>
        <source>You have no cards left and score 0.</source>
        <translation>کارتی در دستت نمانده و ۰ امتیاز می‌گیری.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="359"/>
        <source>%1 has no cards left and scores 0.</source>
        <translation>در دست %1 کارتی نمانده و ۰ امتیاز می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="364"/>
        <source>%1 points (%2), %3 in all</source>
        <translation>%1 امتیاز (%2)، روی هم %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="374"/>
        <source>Leading (lowest total): %1 with %2.</source>
        <translation>پیشتاز (کمترین مجموع): %1 با %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="379"/>
        <source>The tie on points is broken by fewer cards left in round 5.</source>
        <translation>تساوی امتیاز را کارت کمتر در دست در دور پنجم می‌شکند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="380"/>
        <source>Equal points and equal cards left in round 5: a shared victory.</source>
        <translation>امتیاز برابر و کارت برابر در دور پنجم: برد مشترک.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="383"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="387"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/wednesday/words.py" line="390"/>
        <source>The lowest total after five rounds wins.</source>
        <translation>پس از پنج دور کمترین مجموع برنده است.</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <location filename="../cardtable/ui/statistics.py" line="165"/>
        <source>%1 of %2 won</source>
        <translation>%1 برد از %2</translation>
    </message>
</context>
</TS>
